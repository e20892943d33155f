import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // expect.poll waits for a condition; on a loaded machine it may take longer than the 1 s default.
    expect: { poll: { timeout: 15_000 } },
    // Many test files spend much of their time waiting (on a spawned server, PostgreSQL, Chromium):
    // with four workers over both projects at once, the two cores stay busy.
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
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
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
