/** The campaign benchmark's markdown table, its targets and what bounded the rate. */
import type { CampaignRun } from './bench-campaign-run';

export const TARGETS = { queueMs: 10_000, rate: 500, rssMb: 300, alertMs: 2_000, capOff: 0.05 };

export interface DatabaseRuns {
  database: string;
  uncapped: CampaignRun;
  capped: CampaignRun;
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percent = (share: number) => `${Math.round(share * 100)}%`;
const capOff = (run: CampaignRun) => run.steadyRate / run.ratePerSecond! - 1;

export function campaignTable(runs: DatabaseRuns[]): string {
  return [
    '| database | subscribers | queue time | send rate: first → last (steady middle) | max RSS (idle) | lead alert mid-campaign: max of 3 | CPU while sending, of one core (main thread waiting for a core): server / sink / PostgreSQL | capped: achieved vs cap |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.map(({ database, uncapped: run, capped }) => {
      const cpu = [
        `${percent(run.cpu.server)} (${percent(run.cpu.serverWaiting)})`,
        `${percent(run.cpu.sink)} (${percent(run.cpu.sinkWaiting)})`,
        ...(run.cpu.postgres === undefined ? [] : [percent(run.cpu.postgres)]),
      ];
      const off = capOff(capped);
      return `| ${database} | ${number(run.subscribers)} | ${seconds(run.queueMs)} | ${number(run.rate)}/s (${number(run.steadyRate)}/s) | ${number(run.rssMb.max)} MB (${number(run.rssMb.idle)}) | ${number(Math.max(...run.alertMs))} ms | ${cpu.join(' / ')} | ${number(capped.steadyRate)}/s vs ${number(capped.ratePerSecond!)}/s (${off >= 0 ? '+' : ''}${(off * 100).toFixed(1)}%) |`;
    }),
  ].join('\n');
}

/** Each target, met or not, by database. */
export function campaignTargets(runs: DatabaseRuns[]): Array<{ label: string; met: boolean }> {
  return runs.flatMap(({ database, uncapped: run, capped }) => [
    { label: `${database}: queue time ≤ ${seconds(TARGETS.queueMs)}`, met: run.queueMs <= TARGETS.queueMs },
    { label: `${database}: ≥ ${TARGETS.rate} emails/s uncapped`, met: run.rate >= TARGETS.rate },
    { label: `${database}: capped rate within 5%`, met: Math.abs(capOff(capped)) <= TARGETS.capOff },
    {
      label: `${database}: RSS < ${TARGETS.rssMb} MB`,
      met: Math.max(run.rssMb.max, capped.rssMb.max) < TARGETS.rssMb,
    },
    {
      label: `${database}: alert ≤ ${seconds(TARGETS.alertMs)} mid-campaign`,
      met: Math.max(...run.alertMs, ...capped.alertMs) <= TARGETS.alertMs && run.alertsMidCampaign,
    },
  ]);
}

/** One line a run: what it measured beside the table, and on PostgreSQL what the app's connections were doing. */
export function campaignNotes(runs: DatabaseRuns[]): string[] {
  return runs.flatMap(({ database, uncapped, capped }) =>
    [uncapped, capped].map((run) => {
      const activity = run.activity
        ? `; PostgreSQL connections: ${[...run.activity]
            .slice(0, 4)
            .map(([what, share]) => `${what} ${percent(share)}`)
            .join(', ')}`
        : '';
      const cap = run.ratePerSecond ? `cap ${run.ratePerSecond}/s` : 'no cap';
      const duplicates = run.received - run.distinct;
      return (
        `${database}, ${cap}, ${number(run.subscribers)} subscribers: ${number(run.received)} emails at the sink in ${run.sendSeconds.toFixed(1)} s` +
        `${duplicates ? ` (${duplicates} twice)` : ''}, counts sent ${number(run.counts.sent)} / skipped ${run.counts.skipped} / failed ${run.counts.failed}; ` +
        `rate ${number(run.rate)}/s (steady ${number(run.steadyRate)}/s); queue ${seconds(run.queueMs)}; ` +
        `RSS max ${number(run.rssMb.max)} MB, peak (VmHWM) ${number(run.rssMb.peak)} MB; alerts ${run.alertMs.map(number).join(', ')} ms` +
        `${run.alertsMidCampaign ? '' : ' (not all mid-campaign: the list ran out first)'}; ` +
        `CPU server ${percent(run.cpu.server)} (waiting ${percent(run.cpu.serverWaiting)}), sink ${percent(run.cpu.sink)} (waiting ${percent(run.cpu.sinkWaiting)})` +
        `${run.cpu.postgres === undefined ? '' : `, PostgreSQL ${percent(run.cpu.postgres)}`}, bench ${percent(run.cpu.bench)}${activity}`
      );
    }),
  );
}
