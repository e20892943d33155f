import type { Result } from 'lighthouse';
import { describe, expect, test } from 'vitest';
import { formatReport, spread, summarizePage } from './audit-report';

interface FakeRun {
  performance?: number;
  accessibility?: number;
  tbt?: number;
  lcp?: number;
  fcp?: number;
  tti?: number;
  benchmarkIndex?: number;
  warnings?: string[];
}

/** The parts of a Lighthouse result the report reads: category scores, their audits, the metrics, the environment. */
function run({
  performance = 1,
  accessibility = 1,
  tbt = 0,
  lcp = 1000,
  fcp = 800,
  tti = 1200,
  benchmarkIndex = 1500,
  warnings = [],
}: FakeRun): Result {
  const audit = (id: string, score: number | null, numericValue?: number, displayValue?: string) => ({
    id,
    title: `${id} title`,
    score,
    scoreDisplayMode: 'numeric',
    numericValue,
    displayValue,
  });
  const audits = {
    'total-blocking-time': audit('total-blocking-time', tbt > 200 ? 0.5 : 1, tbt, `${tbt} ms`),
    'largest-contentful-paint': audit('largest-contentful-paint', 1, lcp),
    'first-contentful-paint': audit('first-contentful-paint', 1, fcp),
    interactive: audit('interactive', 1, tti),
    'color-contrast': audit('color-contrast', accessibility === 1 ? 1 : 0),
  };
  const category = (id: string, score: number, refs: string[]) => ({
    id,
    score,
    auditRefs: refs.map((ref) => ({ id: ref })),
  });
  return {
    categories: {
      performance: category('performance', performance, [
        'total-blocking-time',
        'largest-contentful-paint',
        'first-contentful-paint',
        'interactive',
      ]),
      accessibility: category('accessibility', accessibility, ['color-contrast']),
      'best-practices': category('best-practices', 1, []),
      seo: category('seo', 1, []),
    },
    audits,
    environment: { benchmarkIndex },
    runWarnings: warnings,
  } as unknown as Result;
}

describe('spread: median, lowest and highest', () => {
  test('the middle value of an odd count, the mean of the two middle ones of an even count', () => {
    expect(spread([100, 91, 97, 100, 93])).toEqual({ median: 97, min: 91, max: 100 });
    expect(spread([100, 98, 99, 95])).toEqual({ median: 98.5, min: 95, max: 100 });
    expect(() => spread([])).toThrow();
  });
});

describe('summarizePage: one page, several runs', () => {
  const runs = [
    run({ performance: 0.91, tbt: 420, lcp: 1300, fcp: 900, tti: 1800 }),
    run({ performance: 1, tbt: 10, lcp: 1000, fcp: 800, tti: 1100 }),
    run({ performance: 0.97, tbt: 150, lcp: 1100, fcp: 820, tti: 1300, warnings: ['slow machine'] }),
    run({
      performance: 0.93,
      tbt: 310,
      lcp: 1200,
      fcp: 850,
      tti: 1500,
      benchmarkIndex: 900,
      warnings: ['slow machine'],
    }),
    run({ performance: 0.99, tbt: 60, lcp: 1050, fcp: 810, tti: 1200 }),
  ];

  test('takes the median of each category and of Total Blocking Time and Largest Contentful Paint', () => {
    const page = summarizePage('/', runs);
    expect(page.runs).toBe(5);
    expect(page.scores.performance).toEqual({ median: 97, min: 91, max: 100 });
    expect(page.scores.accessibility).toEqual({ median: 100, min: 100, max: 100 });
    expect(page.totalBlockingTimeMs).toEqual({ median: 150, min: 10, max: 420 });
    expect(page.largestContentfulPaintMs.median).toBe(1100);
    expect(page.benchmarkIndex).toEqual({ median: 1500, min: 900, max: 1500 });
    expect(page.warnings).toEqual(['slow machine']);
  });

  test('lists what failed in the run nearest the median, for the categories whose median misses its target only', () => {
    const page = summarizePage('/', runs);
    // Lighthouse's median run is the one nearest the median first paint (820) and interactive time (1300).
    expect(page.failing).toEqual({ performance: [] });
    const slower = summarizePage('/', [runs[0]!, runs[3]!, run({ performance: 0.9, tbt: 350, fcp: 860, tti: 1600 })]);
    expect(slower.failing).toEqual({ performance: ['total-blocking-time title (350 ms)'] });
    expect(summarizePage('/', [run({})]).failing).toEqual({});
  });
});

describe('formatReport', () => {
  test('a markdown table of medians, a mark on each miss, the targets, and what fell short', () => {
    const lines = formatReport([
      summarizePage('/', [run({ tbt: 20, lcp: 1040 }), run({ tbt: 40, lcp: 1100 }), run({ tbt: 30, lcp: 1060 })]),
      summarizePage('/blog', [
        run({ performance: 0.96, tbt: 320, accessibility: 0.9 }),
        run({ performance: 0.94, tbt: 400, accessibility: 0.9 }),
        run({ performance: 1, tbt: 10, accessibility: 0.9 }),
      ]),
    ]);
    const text = lines.join('\n');
    expect(text).toContain('median of 3 runs per page');
    const rows = lines
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual([
      ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'TBT', 'LCP'],
      ['/', '100', '100', '100', '100', '30 ms (20-40)', '1.1 s (1.0-1.1)'],
      ['/blog', '96 (94-100) ✗', '90 ✗', '100', '100', '320 ms (10-400)', '1.0 s'],
    ]);
    expect(text).toContain('targets: performance 100, accessibility 100, best practices 100, SEO 100');
    expect(text).toContain('Below target: /blog');
    expect(text).toContain('/blog: accessibility 90, failing in the median run:\n    - color-contrast title');
  });

  test('says so when every page meets its targets', () => {
    const lines = formatReport([summarizePage('/', [run({})])]);
    expect(lines).toContain('Every page meets its targets.');
    expect(lines.filter((line) => line.startsWith('|')).join('\n')).not.toContain('✗');
  });
});
