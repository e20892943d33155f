import { configDefaults, defineConfig } from 'vitest/config';

/** The browser projects' shared settings: a page load on a busy two-core machine can take seconds. */
const browserTest = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // expect.poll waits for a condition; on a loaded machine it may take longer than the 1 s default.
    expect: { poll: { timeout: 15_000 } },
    // Many test files spend much of their time waiting (on a spawned server, PostgreSQL, Chromium):
    // with four workers over the unit and browser files at once, the two cores stay busy.
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['api/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
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
