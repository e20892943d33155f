import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { get, request, type IncomingMessage } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { TEST_DATABASES } from './test/test-databases';

// Absolute, so a test may start it in another working folder (tsx then needs to be told where tsconfig.json is).
const TSX = path.resolve('node_modules/tsx/dist/loader.mjs');

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Starts `api/main.ts` as `npm start` does and resolves with its address once it prints it. */
async function startMain(env: Record<string, string>, cwd = process.cwd()) {
  const child = spawn(process.execPath, ['--import', TSX, path.resolve('api/main.ts')], {
    env: { TSX_TSCONFIG_PATH: path.resolve('tsconfig.json'), ...process.env, ...env },
    cwd,
  });
  let output = '';
  let stdout = '';
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, address, output: () => output, stdout: () => stdout };
}

test('main migrates, serves, and on SIGTERM finishes in-flight work and closes the database', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'main-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><h1>Home</h1>');
  const database = path.join(dir, 'main.sqlite');
  mkdirSync(path.join(dir, 'posts'));
  const { child, address, output } = await startMain({
    PORT: '0',
    DATABASE_URL: `sqlite:${database}`,
    DIST_DIR: path.join(dir, 'dist'),
    POSTS_DIR: path.join(dir, 'posts'),
  });

  expect(output()).toContain('"msg":"migrated"');
  // Without SMTP_URL nothing is mailed, and the start says so once.
  expect(output().split('Email alerts are off: set SMTP_URL')).toHaveLength(2);
  expect(await (await fetch(`${address}/api/health`)).json()).toEqual({ ok: true });
  expect(existsSync(`${database}-wal`)).toBe(true);
  // An idle connection outlives a load balancer's (60 s), which so never reuses one the app has just closed.
  const [health] = (await once(
    get(`${address}/api/health`, { agent: false, headers: { Connection: 'keep-alive' } }),
    'response',
  )) as [IncomingMessage];
  health.resume();
  expect(health.headers['keep-alive']).toBe('timeout=65');

  // A submission whose body is still arriving when SIGTERM comes must still be answered.
  // 'Expect: 100-continue' makes the server say when it has taken the request in (headers parsed, handler
  // started): only then is the request in flight rather than a connection still waiting to be accepted.
  const body = JSON.stringify({ email: 'last@example.com' });
  const inFlight = request(`${address}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' },
  });
  const answered = once(inFlight, 'response');
  inFlight.flushHeaders();
  await once(inFlight, 'continue');
  inFlight.write(body.slice(0, 10));
  child.kill('SIGTERM');
  await expect.poll(output).toContain('"msg":"stopping","signal":"SIGTERM"');
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    env: { ...process.env, PORT: 'eighty' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(stderr).toContain('Configuration error: PORT must be a whole number');
});

test('main refuses a bad SMTP_URL, naming the variable and not the password', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    env: { ...process.env, PORT: '0', SMTP_URL: 'https://user:hunter2@mail.example.com' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(stderr).toContain('Configuration error: SMTP_URL must look like smtp://');
  expect(stderr).not.toContain('hunter2');
});

test('main refuses to start with a bad blog post, naming the file and the field', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'main-'));
  writeFileSync(
    path.join(dir, 'market-notes.md'),
    '---\ntitle: Notes\nexcerpt: x\ncategory: Market\nauthor: Ama\npublishedAt: someday\n---\nBody\n',
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    env: { ...process.env, PORT: '0', POSTS_DIR: dir },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(stderr).toContain('Blog post error: posts/market-notes.md: publishedAt: Expected a date such as 2026-03-14');
});

/** A built site of one page (built without SITE_URL, as its build info says) and a fresh SQLite file in `dir`. */
function freshSite() {
  dir = mkdtempSync(path.join(tmpdir(), 'main-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><h1>Home</h1>');
  writeFileSync(path.join(dir, 'dist', '.build-info.json'), '{"siteUrl":"http://localhost:4321"}\n');
  return { PORT: '0', DATABASE_URL: `sqlite:${path.join(dir, 'main.sqlite')}`, DIST_DIR: path.join(dir, 'dist') };
}

async function stop(child: ReturnType<typeof spawn>) {
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const signIn = (address: string, username: string, password: string) =>
  fetch(`${address}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

// Two starts of the server: generous on a loaded machine.
test(
  'the first start without ADMIN_* makes "admin" with a random password kept in a 0600 file, never on stdout; the session secret is kept',
  { timeout: 60_000 },
  async () => {
    const env = freshSite();
    const first = await startMain(env);
    // Stdout is the JSON log: it names the file, and a log collector reading it never sees the password.
    const created = first
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'first admin created');
    const passwordFile = path.join(dir, 'first-admin-password');
    expect(created).toMatchObject({ id: 1, username: 'admin', passwordFile });
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const match = /^username: admin\npassword: (\S+)$/m.exec(readFileSync(passwordFile, 'utf8'));
    expect(match).not.toBeNull();
    const password = match![1];
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(first.output()).not.toContain(password);
    const response = await signIn(first.address, 'admin', password);
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ id: 1, username: 'admin', role: 'admin' });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await stop(first.child);

    const secretFile = path.join(dir, 'session-secret');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(secretFile, 'utf8').trim().length).toBeGreaterThanOrEqual(32);

    // A restart makes no new password, and the kept secret still accepts the cookie.
    const second = await startMain(env);
    expect(second.output()).not.toContain('first admin created');
    expect(readFileSync(passwordFile, 'utf8')).toContain(`password: ${password}\n`);
    const check = await fetch(`${second.address}/api/admin/check`, { headers: { Cookie: cookie } });
    expect((await check.json()).authenticated).toBe(true);
    await stop(second.child);
  },
);

test(
  'the first start makes data/ readable by this user only, and the database, its WAL, shared memory and secret files in it',
  { timeout: 60_000 },
  async () => {
    const env = freshSite();
    const data = path.join(dir, 'data');
    const database = path.join(data, 'app.sqlite');
    const { child } = await startMain({
      ...env,
      DATABASE_URL: `sqlite:${database}`,
      ADMIN_USERNAME: 'Akosua',
      ADMIN_PASSWORD: 'from-the-environment',
    });
    // This process's umask (022) would have made them readable by every user of the machine.
    const modes = Object.fromEntries(
      ['', 'app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm', 'session-secret'].map((name) => [
        name,
        statSync(path.join(data, name)).mode & 0o777,
      ]),
    );
    expect(modes).toEqual({
      '': 0o700,
      'app.sqlite': 0o600,
      'app.sqlite-wal': 0o600,
      'app.sqlite-shm': 0o600,
      'session-secret': 0o600,
    });
    await stop(child);
  },
);

test(
  'on PostgreSQL the first start makes data/ in the working folder, readable by this user only, for the password and secret files',
  { timeout: 60_000 },
  async () => {
    const env = freshSite();
    const postgres = TEST_DATABASES.find((database) => database.name === 'postgres')!;
    const { url, drop } = await postgres.create();
    try {
      mkdirSync(path.join(dir, 'posts'));
      const { child } = await startMain({ ...env, DATABASE_URL: url, POSTS_DIR: path.join(dir, 'posts') }, dir);
      await stop(child);
    } finally {
      await drop();
    }
    const data = path.join(dir, 'data');
    const modes = Object.fromEntries(
      ['', 'first-admin-password', 'session-secret'].map((name) => [
        name,
        statSync(path.join(data, name)).mode & 0o777,
      ]),
    );
    expect(modes).toEqual({ '': 0o700, 'first-admin-password': 0o600, 'session-secret': 0o600 });
  },
);

test('ADMIN_USERNAME and ADMIN_PASSWORD make the first admin; SESSION_SECRET is used instead of a file', async () => {
  const env = {
    ...freshSite(),
    ADMIN_USERNAME: 'Akosua',
    ADMIN_PASSWORD: 'from-the-environment',
    SESSION_SECRET: 'x'.repeat(40),
  };
  const { child, address, output } = await startMain(env);
  // Built for the address it serves (SITE_URL unset both times): nothing to say about it.
  expect(output()).not.toContain('was built for');
  expect(output()).not.toContain('password:');
  expect(output()).not.toContain('from-the-environment');
  const response = await signIn(address, 'akosua', 'from-the-environment');
  expect((await response.json()).user).toMatchObject({ id: 1, username: 'Akosua', role: 'admin' });
  expect(existsSync(path.join(dir, 'session-secret'))).toBe(false);
  expect(existsSync(path.join(dir, 'first-admin-password'))).toBe(false);
  await stop(child);
});

test('a server started with another SITE_URL than its site was built for says so', async () => {
  const { child, stdout } = await startMain({ ...freshSite(), SITE_URL: 'https://yourhomeinghana.example/' });
  const warning = stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .find((line) => /was built for/.test(line.msg));
  expect(warning).toMatchObject({ level: 'warn' });
  expect(warning.msg).toBe(
    'The site in dist/ was built for SITE_URL=http://localhost:4321, but this server runs with SITE_URL=https://yourhomeinghana.example: ' +
      'canonical links, the sitemap and the feeds name http://localhost:4321. Rebuild with this SITE_URL ("npm run build"; "npm start" rebuilds by itself).',
  );
  await stop(child);
});

test.each([
  [{ ADMIN_USERNAME: 'only-a-name' }, 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together'],
  [
    { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' },
    'ADMIN_PASSWORD: Please choose a password of at least 10 characters.',
  ],
  [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters'],
])('a bad account setting (%j) stops the start with a message', async (extra, message) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    env: { ...process.env, ...freshSite(), ...extra },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(stderr).toContain(`Configuration error: ${message}`);
});
