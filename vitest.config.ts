import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // expect.poll waits for a condition; on a loaded machine it may take longer than the 1 s default.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Projects run in parallel unless grouped; the browser tests (Lighthouse's timings above all)
          // run alone afterwards so the unit tests' workers don't compete with them for the two cores.
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
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
