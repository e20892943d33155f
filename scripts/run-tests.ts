/**
 * `npm test`, once the bootstrap has Node, the dependencies, Chromium, PostgreSQL and a fresh build:
 * the typecheck, the linter and the formatter's check, and every Vitest project (unit; integration: the
 * API on SQLite and PostgreSQL; e2e and lighthouse: the browser journeys), side by side. Ends with one
 * 'N passed, N failed, N skipped' line and a non-zero exit on any failure, any skipped test, any lint
 * finding or unformatted file.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

/** Runs a command to its end: its exit status, and what it printed when asked to hold its output. */
function run(command: string, args: string[], holdOutput = false): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ status: 1, output: `${command} could not start: ${error.message}\n` }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
const report = path.join(reportDir, 'report.json');

// The typecheck runs beside the tests, which spend much of their time waiting on servers and browsers;
// its output is held and printed after theirs, so the two never interleave.
const typecheckRun = run(bin('astro'), ['check', '--minimumSeverity', 'warning'], true);
// The linter (about 15 s of CPU) and the formatter's check (about 10 s) follow it, not join it: on two
// cores, one check at a time beside the tests is enough to end before them.
const lintRun = typecheckRun.then(() => run(bin('eslint'), ['.'], true));
const formatRun = lintRun.then(() => run(bin('prettier'), ['--check', '.'], true));
console.log('\n\x1b[1m== Tests (Vitest: unit, integration, browser), with the typecheck beside them\x1b[0m');
const vitest = (
  await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ])
).status;
const typecheckResult = await typecheckRun;
console.log('\n\x1b[1m== Typecheck (astro check: .astro, .ts, .tsx)\x1b[0m');
process.stdout.write(typecheckResult.output);
const typecheck = typecheckResult.status;
const lintResult = await lintRun;
console.log('\n\x1b[1m== Lint (eslint: TypeScript, React hooks, accessibility, import cycles, layers)\x1b[0m');
process.stdout.write(lintResult.output || 'No findings.\n');
const formatResult = await formatRun;
console.log('\n\x1b[1m== Format (prettier --check)\x1b[0m');
process.stdout.write(formatResult.output);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

/** The test files that took longest, as lines: so a file that grows slow shows in every run. */
function slowestFiles(results: VitestReport, count: number): string[] {
  return [...results.testResults]
    .map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ name, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${name}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
let slowest: string[] = [];
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  slowest = slowestFiles(results, 10);
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  // A skipped test (it.skip, .todo, .only elsewhere in its file, a skipIf) checks nothing while looking green.
  skipped = results.numPendingTests + results.numTodoTests;
} catch {
  console.error('Vitest wrote no report: it did not run to the end.');
}
rmSync(reportDir, { recursive: true, force: true });

if (typecheck !== 0) console.error('\nThe typecheck failed (see above).');
if (lintResult.status !== 0) console.error('\nThe lint failed (see above).');
if (formatResult.status !== 0) console.error('\nSome files are not formatted (see above): npx prettier --write .');
if (skipped > 0)
  console.error(`\n${skipped} test(s) were skipped: every test must run (remove the skip, or the test).`);
if (slowest.length > 0) console.log(`\nThe ${slowest.length} slowest test files:\n${slowest.join('\n')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
const checksFailed = typecheck !== 0 || lintResult.status !== 0 || formatResult.status !== 0;
process.exit(checksFailed || vitest !== 0 || failed > 0 || skipped > 0 || passed === 0 ? 1 : 0);
