import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Starts `api/main.ts` as `npm start` does and resolves with its address once it prints it. */
async function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], { env: { ...process.env, ...env } });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, address, output: () => output };
}

test('main migrates, serves, and on SIGTERM finishes in-flight work and closes the database', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'main-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><h1>Home</h1>');
  const database = path.join(dir, 'main.sqlite');
  mkdirSync(path.join(dir, 'posts'));
  const { child, address, output } = await startMain({ PORT: '0', DATABASE_URL: `sqlite:${database}`, DIST_DIR: path.join(dir, 'dist'), POSTS_DIR: path.join(dir, 'posts') });

  expect(output()).toContain('"msg":"migrated"');
  expect(await (await fetch(`${address}/api/health`)).json()).toEqual({ ok: true });
  expect(existsSync(`${database}-wal`)).toBe(true);

  // A submission whose body is still arriving when SIGTERM comes must still be answered.
  const body = JSON.stringify({ email: 'last@example.com' });
  const inFlight = request(`${address}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const answered = once(inFlight, 'response');
  inFlight.write(body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 200));
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 200));
  inFlight.end(body.slice(10));
  const [response] = (await answered) as [IncomingMessage];
  expect(response.statusCode).toBe(201);

  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
  expect(output()).toContain('"msg":"stopping","signal":"SIGTERM"');
  // SQLite removes the write-ahead log when the last connection closes cleanly.
  expect(existsSync(`${database}-wal`)).toBe(false);
});

test('main refuses a bad configuration with a message and exit code 1', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], { env: { ...process.env, PORT: 'eighty' } });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(stderr).toContain('Configuration error: PORT must be a whole number');
});

test('main refuses to start with a bad blog post, naming the file and the field', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'main-'));
  writeFileSync(path.join(dir, 'market-notes.md'), '---\ntitle: Notes\nexcerpt: x\ncategory: Market\nauthor: Ama\npublishedAt: someday\n---\nBody\n');
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], { env: { ...process.env, PORT: '0', POSTS_DIR: dir } });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(stderr).toContain('Blog post error: posts/market-notes.md: publishedAt: Expected a date such as 2026-03-14');
});
