import { globSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The browser projects' shared settings: a page load on a busy two-core machine can take seconds. */
const browserTest = { testTimeout: 60_000, hookTimeout: 120_000 };

/** Every test file outside the browser: each goes to the unit or the integration project (see startsRealParts). */
const NODE_TEST_FILES = ['api/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

/**
 * Modules whose import means a test starts a real part: a database, a server, an SMTP server or webhook receiver,
 * PostgreSQL, a child process. Our own are named by their file's name alone, so one still counts after a move.
 */
const REAL_PART_MODULES = new Set([
  // The helpers that start them (api/test/).
  'test-app',
  'test-databases',
  'start-server',
  'server-setup',
  'postgres-cluster',
  'test-smtp-server',
  'webhook-receiver',
  'before-migration',
  'free-port',
  'backup-cli.test-helpers',
  'libre-office',
  // Our app, its entry point, the migrations (they run on a database) and the benchmark's nginx.
  'app',
  'main',
  'migrate',
  'bench-nginx',
  // Packages and Node modules that open databases, sockets and processes.
  'better-sqlite3',
  'pg',
  'koa',
  'smtp-server',
  'playwright-core',
  'node:child_process',
  'node:http',
  'node:https',
  'node:http2',
  'node:net',
]);

/** Import and re-export statements: `import type` loads nothing, so it does not count. */
const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** A specifier as REAL_PART_MODULES names it: ours by file name, Node's with `node:`, a package as it is. */
function moduleName(specifier: string): string {
  const ours = specifier.startsWith('.') || specifier.startsWith('#');
  if (ours) return path.basename(specifier).replace(/\.[cm]?[jt]sx?$/, '');
  return isBuiltin(specifier) ? `node:${specifier.replace(/^node:/, '')}` : specifier;
}

/**
 * Whether a test file starts real parts, read from what it imports: such a file runs in the integration project,
 * every other one in the unit project. A rule rather than a list, so a new or moved test needs no registering.
 * The unit project forbids processes and sockets (api/test/no-real-parts.ts): a file the rule misses fails there at
 * once, and is fixed by adding the module that starts the part here.
 */
function startsRealParts(source: string): boolean {
  const loaded = [
    ...[...source.matchAll(STATIC_IMPORT)].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier),
    ...[...source.matchAll(DYNAMIC_IMPORT)].map(([, specifier]) => specifier),
  ];
  return loaded.some((specifier) => REAL_PART_MODULES.has(moduleName(specifier)));
}

// Read once when Vitest starts: a file that starts importing a helper in watch mode moves at the next start.
const integrationFiles = globSync(NODE_TEST_FILES, { cwd: root }).filter((file) =>
  startsRealParts(readFileSync(path.join(root, file), 'utf8')),
);

export default defineConfig({
  test: {
    // expect.poll waits for a condition; on a loaded machine it may take longer than the 1 s default.
    expect: { poll: { timeout: 15_000 } },
    // Many test files spend much of their time waiting (on a spawned server, PostgreSQL, Chromium):
    // with four workers over the Node and browser files at once, the two cores stay busy.
    maxWorkers: 4,
    // A worker runs file after file on the modules it has already loaded: loading the app, TypeORM, Koa, React and
    // Playwright afresh for each file was a third of the run's CPU. So each file makes its own app, database, server
    // and browser, resets what it shares before each test, and spies rather than mocks a module (a module mock
    // misses a module an earlier file loaded).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          // Logic, renderers, parsers and components in happy-dom: no database, server, browser or process, and
          // no global setup, so `npm run test:unit` starts nothing and a test placed here wrongly fails at once.
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: NODE_TEST_FILES,
          exclude: [...configDefaults.exclude, ...integrationFiles],
          setupFiles: ['api/test/patient-waits.ts', 'api/test/no-real-parts.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The real app over HTTP on SQLite and PostgreSQL, SMTP, webhooks, spawned servers and scripts.
          name: 'integration',
          sequence: { groupOrder: 0 },
          include: integrationFiles,
          globalSetup: ['api/test/global-setup.ts'],
          setupFiles: ['api/test/patient-waits.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 0 },
          include: ['e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'e2e/lighthouse.test.ts'],
          ...browserTest,
        },
      },
      {
        extends: true,
        test: {
          // Lighthouse waits for the page's CPU to go quiet before it reports: beside other files it
          // waited five times as long (200 s against 40 s alone), so it runs last, on its own.
          name: 'lighthouse',
          sequence: { groupOrder: 1 },
          include: ['e2e/lighthouse.test.ts'],
          ...browserTest,
        },
      },
    ],
  },
});
