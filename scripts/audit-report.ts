/**
 * The report of `npm run audit:pages`: per page, the median of several Lighthouse runs for each category
 * and for Total Blocking Time and Largest Contentful Paint, against the targets. Pure functions over
 * Lighthouse results, so they are tested without a browser.
 */
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Lowest acceptable median score (0-100) per category. */
export const SCORE_TARGETS: Record<Category, number> = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const LABELS: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** Lighthouse's own line between a passed and a failed audit. */
const PASSING_AUDIT_SCORE = 0.9;

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface PageSummary {
  route: string;
  runs: number;
  /** 0-100 per category. */
  scores: Record<Category, Spread>;
  totalBlockingTimeMs: Spread;
  largestContentfulPaintMs: Spread;
  /** Lighthouse's measure of this machine's speed while it ran; under 1000 it warns that scores suffer. */
  benchmarkIndex: Spread;
  /** Per category whose median misses its target: what failed in the run nearest the median (Lighthouse's choice). */
  failing: Partial<Record<Category, string[]>>;
  /** Lighthouse's warnings about the runs (a slow machine, for one), each once. */
  warnings: string[];
}

export function spread(values: number[]): Spread {
  if (!values.length) throw new Error('spread() needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

function failingAudits(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < PASSING_AUDIT_SCORE)
    .filter((audit) => !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode))
    .map((audit) => (audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title));
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The medians of one page's runs (all four categories in each). */
export function summarizePage(route: string, runs: Result[]): PageSummary {
  if (!runs.length) throw new Error(`No Lighthouse runs for ${route}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, spread(runs.map((lhr) => score(lhr, c)))]),
  ) as PageSummary['scores'];
  const medianRun = computeMedianRun(runs);
  const failing: PageSummary['failing'] = {};
  for (const category of CATEGORIES) {
    if (scores[category].median < SCORE_TARGETS[category]) failing[category] = failingAudits(medianRun, category);
  }
  return {
    route,
    runs: runs.length,
    scores,
    totalBlockingTimeMs: spread(runs.map((lhr) => metric(lhr, 'total-blocking-time'))),
    largestContentfulPaintMs: spread(runs.map((lhr) => metric(lhr, 'largest-contentful-paint'))),
    benchmarkIndex: spread(runs.map((lhr) => lhr.environment.benchmarkIndex)),
    failing,
    warnings: [...new Set(runs.flatMap((lhr) => lhr.runWarnings.map(String)))],
  };
}

export const meetsTargets = (page: PageSummary): boolean =>
  CATEGORIES.every((c) => page.scores[c].median >= SCORE_TARGETS[c]);

const MISS = '✗';
const range = ({ min, max }: Spread, format: (n: number) => string) =>
  min === max ? '' : ` (${format(min)}-${format(max)})`;
const whole = (n: number) => String(Math.round(n));
const scoreCell = (s: Spread, target: number) =>
  `${whole(s.median)}${range(s, whole)}${s.median < target ? ` ${MISS}` : ''}`;
const ms = (n: number) => `${Math.round(n)} ms`;
const seconds = (n: number) => `${(n / 1000).toFixed(1)} s`;

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
}

/** The report's lines: a markdown table of medians (as in docs/benchmarks.md), the targets, and what missed them. */
export function formatReport(pages: PageSummary[]): string[] {
  const runs = [...new Set(pages.map((p) => p.runs))].join('/');
  const lines = [
    `Lighthouse, mobile defaults (phone, simulated slow 4G, 4x slower CPU): median of ${runs} runs per page, min-max in brackets`,
    '',
    ...table([
      ['route', ...CATEGORIES.map((c) => LABELS[c]), 'TBT', 'LCP'],
      ...pages.map((p) => [
        p.route,
        ...CATEGORIES.map((c) => scoreCell(p.scores[c], SCORE_TARGETS[c])),
        `${ms(p.totalBlockingTimeMs.median)}${range(p.totalBlockingTimeMs, whole)}`,
        `${seconds(p.largestContentfulPaintMs.median)}${range(p.largestContentfulPaintMs, (n) => (n / 1000).toFixed(1))}`,
      ]),
    ]),
    '',
    `targets: ${CATEGORIES.map((c) => `${LABELS[c]} ${SCORE_TARGETS[c]}`).join(', ')}; ${MISS} marks a median under its target`,
    `this machine's Lighthouse benchmark index: median ${whole(spread(pages.map((p) => p.benchmarkIndex.median)).median)} (Lighthouse warns under 1000; a busy machine scores lower on performance)`,
  ];
  for (const warning of [...new Set(pages.flatMap((p) => p.warnings))]) lines.push(`Lighthouse warned: ${warning}`);
  const missed = pages.filter((p) => !meetsTargets(p));
  lines.push(
    '',
    missed.length ? `Below target: ${missed.map((p) => p.route).join(', ')}` : 'Every page meets its targets.',
  );
  for (const { route, scores, failing } of missed) {
    for (const [category, titles] of Object.entries(failing) as [Category, string[]][]) {
      lines.push(`  ${route}: ${LABELS[category]} ${whole(scores[category].median)}, failing in the median run:`);
      for (const title of titles) lines.push(`    - ${title}`);
    }
  }
  return lines;
}
