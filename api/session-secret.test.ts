import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { resolveSessionSecret } from './session-secret';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// On PostgreSQL data/ is made for this file alone (main.test
// covers the SQLite start, where the database makes it first).
test('a generated secret is kept in a folder it makes readable by this user only', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'session-secret-'));
  const secret = resolveSessionSecret({
    sessionSecret: undefined,
    databaseUrl: `sqlite:${path.join(dir, 'data', 'app.sqlite')}`,
  });
  expect(secret.length).toBeGreaterThanOrEqual(32);
  expect(statSync(path.join(dir, 'data')).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(dir, 'data', 'session-secret')).mode & 0o777).toBe(0o600);
});
