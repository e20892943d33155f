/**
 * `npm test`, once the bootstrap has Node, the dependencies, Chromium, PostgreSQL and a fresh build:
 * the typecheck, then every Vitest project (unit and API tests on SQLite and PostgreSQL, then the
 * browser journeys). Ends with one 'N passed, N failed, N skipped' line and a non-zero exit on any failure
 * or any skipped test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name: string) => path.join('node_modules', '.bin', name);

function step(title: string, command: string, args: string[]): number {
  console.log(`\n\x1b[1m== ${title}\x1b[0m`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  return result.status ?? 1;
}

const typecheck = step('Typecheck (astro check: .astro, .ts, .tsx)', bin('astro'), ['check', '--minimumSeverity', 'warning']);

const reportDir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
const report = path.join(reportDir, 'report.json');
const vitest = step('Tests (Vitest: unit, API on SQLite and PostgreSQL, browser)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  // A skipped test (it.skip, .todo, .only elsewhere in its file, a skipIf) checks nothing while looking green.
  skipped = results.numPendingTests + results.numTodoTests;
} catch {
  console.error('Vitest wrote no report: it did not run to the end.');
}
rmSync(reportDir, { recursive: true, force: true });

if (typecheck !== 0) console.error('\nThe typecheck failed (see above).');
if (skipped > 0) console.error(`\n${skipped} test(s) were skipped: every test must run (remove the skip, or the test).`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(typecheck !== 0 || vitest !== 0 || failed > 0 || skipped > 0 || passed === 0 ? 1 : 0);
