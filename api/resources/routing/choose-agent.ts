import { type Availability, isAvailable, nextWorkingStart } from '#contract/routing/working-hours';

/** A member of a rule's group as routing sees them. */
export interface Agent {
  id: number;
  username: string;
  email: string | null;
  availability: Availability;
}

/** Who gets the lead, where the group's turn goes next, and when their first-response clock starts. */
export interface AgentChoice {
  agent: Agent;
  nextTurn: number;
  clockStartsAt: Date;
}

/**
 * Round robin within a group, from its `turn`: the first agent available at `at` (not away, within their hours)
 * gets the lead, and the turn passes to the one after them. When nobody is, the lead queues to the agent whose
 * hours begin first (ties in turn order), their clock starting then. Agents away or with no hours at all are
 * passed over; null when that leaves nobody. `excluding` (the owner a lead moves away from) is never chosen.
 */
export function chooseAgent(agents: readonly Agent[], turn: number, at: Date, excluding?: number): AgentChoice | null {
  const count = agents.length;
  const inTurn = Array.from({ length: count }, (_, step) => (((turn + step) % count) + count) % count).filter(
    (index) => agents[index]!.id !== excluding,
  );
  const choose = (index: number, clockStartsAt: Date) => ({
    agent: agents[index]!,
    nextTurn: (index + 1) % count,
    clockStartsAt,
  });
  const now = inTurn.find((index) => isAvailable(agents[index]!.availability, at));
  if (now !== undefined) return choose(now, at);
  let first: { index: number; start: Date } | undefined;
  for (const index of inTurn) {
    const { away, workingHours } = agents[index]!.availability;
    const start = away ? null : nextWorkingStart(workingHours, at);
    if (start && (!first || start < first.start)) first = { index, start };
  }
  return first ? choose(first.index, first.start) : null;
}
