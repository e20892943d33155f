/** The table `npm run bench` prints (markdown, to paste into docs/benchmarks.md) and its targets. */
import { type Comparison, median, type Shot } from './bench-rounds';

export interface Row {
  label: string;
  ours: string;
  yardstick: string;
  ratio: string;
  target: string;
  met: boolean;
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');
const ratio = (value: number) => value.toFixed(2);

/** A row for interleaved rounds, met when the median of the rounds' ratios reaches `target`. */
export function comparisonRow(label: string, yardstickName: string, comparison: Comparison, target: number): Row {
  const ratios = comparison.ratios;
  const rates = (shots: Shot[]) => `${number(median(shots.map((shot) => shot.rate)))} req/s`;
  return {
    label,
    ours: rates(comparison.ours),
    yardstick: `${yardstickName} ${rates(comparison.yardstick)}`,
    ratio: `${ratio(median(ratios))} (${ratio(Math.min(...ratios))}–${ratio(Math.max(...ratios))})`,
    target: `≥ ${target}`,
    met: median(ratios) >= target,
  };
}

/** Done within 1% of the offered rate counts as sustained (a run's first and last moments are partial). */
export const SUSTAINED = 0.99;
export const P99_LIMIT = 1.5;

/** The fixed-rate row: sustained and p99 within P99_LIMIT of the yardstick's. */
export function fixedRateRow(label: string, yardstickName: string, offered: number, ours: Shot, yardstick: Shot): Row {
  const shot = (s: Shot) => `${number(s.rate)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms`;
  return {
    label,
    ours: shot(ours),
    yardstick: `${yardstickName} ${shot(yardstick)}`,
    ratio: `p99 ${ratio(ours.p99 / yardstick.p99)}×`,
    target: `${number(offered)}/s done, p99 ≤ ${P99_LIMIT}× ${yardstickName}'s`,
    met: ours.rate >= offered * SUSTAINED && ours.p99 <= yardstick.p99 * P99_LIMIT,
  };
}

export function markdownTable(rows: Row[]): string {
  return [
    '| comparison | ours | yardstick | ratio: median of rounds (min–max) | target | met |',
    '|---|---:|---:|---:|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.ours} | ${row.yardstick} | ${row.ratio} | ${row.target} | ${row.met ? 'yes' : '**no**'} |`,
    ),
  ].join('\n');
}
