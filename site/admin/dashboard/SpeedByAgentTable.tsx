import type { AgentSpeed } from '#contract/stats/stats-api';
import { formatMinutes } from './speed-to-lead-format';

/**
 * Speed to lead per agent, for admins: each agent's median time to first touch, the leads routing gave them and
 * the leads moved on from them for want of a first touch, over the last 30 days. Each agent is a row headed by
 * their name; below 640 px the figures stack under the name instead of widening the page.
 */
export function SpeedByAgentTable({ agents }: { agents: AgentSpeed[] }) {
  return (
    <section
      aria-labelledby="speed-by-agent-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
    >
      <h2 id="speed-by-agent-heading" className="text-lg font-semibold text-ink-900">
        Speed to lead by agent
      </h2>
      <p id="speed-by-agent-caption" className="text-sm text-slate-700">
        Leads of the last 30 days: median time from arrival to first touch, leads routed to each agent, and leads moved
        on after twice the first-response target
      </p>
      {agents.length === 0 ? (
        <p className="mt-3 text-slate-700">No agent has been routed a lead or touched one yet.</p>
      ) : (
        <table aria-describedby="speed-by-agent-caption" className="mt-3 w-full text-sm">
          <thead className="max-sm:sr-only">
            <tr className="text-left text-slate-700">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Agent
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Median to first touch
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Leads routed
              </th>
              <th scope="col" className="py-1.5 font-medium">
                Moved on after target
              </th>
            </tr>
          </thead>
          <tbody>
            {agents.map((agent) => (
              <tr key={agent.agentId} className="border-t border-slate-100 max-sm:flex max-sm:flex-wrap max-sm:py-1.5">
                <th
                  scope="row"
                  className="py-1.5 pr-3 text-left font-medium text-ink-900 wrap-anywhere max-sm:w-full max-sm:py-0"
                >
                  {agent.username}
                </th>
                <td className="py-1.5 pr-3 tabular-nums max-sm:py-0">
                  <span className="sm:hidden">First touch </span>
                  {formatMinutes(agent.medianMinutesToFirstTouch)}
                  <span className="text-slate-700"> ({touched(agent.touchedCount)})</span>
                </td>
                <td className="py-1.5 pr-3 tabular-nums max-sm:py-0">
                  <span className="sm:hidden">· Routed </span>
                  {agent.routedCount}
                </td>
                <td className={`py-1.5 tabular-nums max-sm:py-0 ${agent.reassignedCount > 0 ? 'text-red-800' : ''}`}>
                  <span className="sm:hidden">· Moved on </span>
                  {agent.reassignedCount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const touched = (count: number) => (count === 1 ? '1 lead' : `${count} leads`);
