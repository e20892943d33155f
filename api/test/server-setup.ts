import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import type { TestDatabase } from './test-databases';

export interface ServerSetup {
  databaseUrl: string;
  baseUrl: string;
  /** What api/main.ts needs to serve a stub site from a fresh database on a free port, rate limits off. */
  env: Record<string, string>;
  /** Removes the folder and the database. */
  remove(): Promise<void>;
}

/**
 * A folder with a one-page site and no posts, a fresh database of the given kind (a SQLite file in
 * the folder, or a new PostgreSQL database) and a free port: for tests that start the real server
 * as a process (startServer) and kill it.
 */
export async function prepareServer(database: TestDatabase): Promise<ServerSetup> {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'posts'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><h1>Home</h1>');
  const created =
    database.name === 'sqlite'
      ? { url: `sqlite:${path.join(dir, 'app.sqlite')}`, drop: async () => {} }
      : await database.create();
  const port = await freePort();
  return {
    databaseUrl: created.url,
    baseUrl: `http://127.0.0.1:${port}`,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: created.url,
      DIST_DIR: path.join(dir, 'dist'),
      POSTS_DIR: path.join(dir, 'posts'),
      PUBLIC_SUBMISSIONS_PER_MINUTE: '0',
    },
    async remove() {
      await created.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
