#!/usr/bin/env node
// The one entry point behind the npm scripts. Plain JavaScript that runs on any Node >= 18, because
// it is what fetches a Node new enough for the project (>= 22.12) when the machine's is older.
//
//   node scripts/bootstrap.mjs start|test|test-unit|build|migrate|bench|bench-scale|audit|admin|backup|restore
//     [args...]
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [task, ...taskArgs] = process.argv.slice(2);
const localNodeBin = path.join(root, '.node', 'node_modules', '.bin');
const isRoot = process.getuid?.() === 0;

function say(message) {
  console.log(`\x1b[1m[bootstrap]\x1b[0m ${message}`);
}

/**
 * Says what is starting, runs it, and says how long it took: installs and the build are timed apart from the
 * tests, so a slow run shows where its time went (a new machine's packages, or the suite itself).
 */
function timed(message, work) {
  say(message);
  const started = Date.now();
  work();
  say(`${message}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function fail(message) {
  console.error(`\x1b[31m[bootstrap] ${message}\x1b[0m`);
  process.exit(1);
}

function isNodeRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

/** Runs a command to completion; a failure ends the bootstrap with the command's exit code. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs a long-lived command, passing on the signals a process manager sends, and exits with it. */
function handOver(command, args, env = process.env) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function ensureNode() {
  if (isNodeRecentEnough(process.versions.node)) return;
  const localNode = path.join(localNodeBin, 'node');
  const localVersion = existsSync(localNode) ? spawnSync(localNode, ['--version']).stdout?.toString().trim() : '';
  if (!localVersion || !isNodeRecentEnough(localVersion)) {
    const nodePackage = `node-${process.platform}-${process.arch}@24`;
    timed(`Node ${process.version} is older than 22.12: fetching Node 24 LTS from the npm registry into .node/`, () =>
      run('npm', [
        'install',
        '--prefix',
        '.node',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        nodePackage,
      ]),
    );
  }
  handOver(localNode, [fileURLToPath(import.meta.url), task, ...taskArgs], {
    ...process.env,
    PATH: `${localNodeBin}${path.delimiter}${process.env.PATH}`,
  });
}

function fileHash(...files) {
  const hash = createHash('sha256');
  for (const file of files) if (existsSync(path.join(root, file))) hash.update(readFileSync(path.join(root, file)));
  return hash;
}

/**
 * The running Node's own headers. Should npm decide to compile a native addon (better-sqlite3
 * ships prebuilt binaries, but a lockfile install may still run node-gyp), node-gyp finds them
 * here instead of downloading them from a host this network cannot reach.
 */
function nodeHeadersDir() {
  const prefix = path.dirname(path.dirname(process.execPath));
  return existsSync(path.join(prefix, 'include', 'node', 'node.h')) ? prefix : undefined;
}

function ensureDependencies() {
  const stampFile = path.join(root, 'node_modules', '.bootstrap-stamp');
  const stamp = () => fileHash('package.json', 'package-lock.json').update(process.versions.modules).digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp()) return;
  const nodedir = nodeHeadersDir();
  timed('Installing dependencies (npm install)', () =>
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      env: { ...process.env, ...(nodedir ? { npm_config_nodedir: nodedir } : {}) },
    }),
  );
  writeFileSync(stampFile, stamp());
}

/**
 * Sizes and times of every file the build reads, and SITE_URL
 * (baked into canonical links): a change anywhere means a rebuild.
 */
function sourcesFingerprint() {
  const hash = fileHash('package-lock.json', 'astro.config.mjs', 'tsconfig.json').update(
    `SITE_URL=${process.env.SITE_URL ?? ''}\n`,
  );
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${full}:${statSync(full).size}:${statSync(full).mtimeMs}\n`);
    }
  };
  for (const dir of ['site', 'posts', 'api/contract']) walk(path.join(root, dir));
  return hash.digest('hex');
}

/**
 * Astro keeps the images it encodes (the hero slideshow in AVIF, WebP and JPEG at several widths: about
 * 50 s of a fresh build here) in node_modules/.astro/assets, each named by its source's hash and its
 * transform, so a copy is never stale. A fresh clone has none: the bootstrap keeps the last build's under
 * the user's cache directory, as npm keeps its packages, and a new machine encodes them once.
 */
const astroAssetsDir = path.join(root, 'node_modules', '.astro', 'assets');
const imageCacheDir = path.join(
  process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'),
  'your-home-in-ghana',
  'astro-assets',
);

function restoreImageCache() {
  try {
    if (existsSync(imageCacheDir)) cpSync(imageCacheDir, astroAssetsDir, { recursive: true, force: false });
  } catch {
    // Only a shortcut: without it the build encodes the images itself.
  }
}

function saveImageCache() {
  // Staged and renamed into place, so a build running beside this one never reads half a cache.
  const staging = `${imageCacheDir}.${process.pid}`;
  try {
    if (!existsSync(astroAssetsDir)) return;
    cpSync(astroAssetsDir, staging, { recursive: true });
    rmSync(imageCacheDir, { recursive: true, force: true });
    renameSync(staging, imageCacheDir);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
}

function ensureBuild({ force = false } = {}) {
  const stampFile = path.join(root, 'dist', '.build-stamp');
  const fingerprint = sourcesFingerprint();
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) return;
  timed('Building the site (astro build)', () => {
    restoreImageCache();
    run(path.join(root, 'node_modules', '.bin', 'astro'), ['build'], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    saveImageCache();
  });
  writeFileSync(stampFile, fingerprint);
}

/** Debian packages the browser, PostgreSQL and nginx tests need: installed when missing and we are root. */
function ensureDebianPackage(names, isPresent, purpose) {
  if (isPresent()) return;
  const list = [names].flat();
  if (!isRoot)
    fail(
      `${purpose} needs the Debian package(s) ${list.join(', ')}: install them with "sudo apt-get install -y ${list.join(' ')}".`,
    );
  timed(`Installing ${list.join(', ')} from Debian's packages (${purpose})`, () => {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...list], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  });
  if (!isPresent()) fail(`${list.join(', ')} was installed but is still not found.`);
}

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

/** pg_dump and pg_restore, on PATH (Debian's postgresql-client puts a wrapper there). */
const hasPgClient = () =>
  ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0);

/**
 * nginx, the benchmark's static yardstick (run as a throwaway child, never as the system's service), with
 * Debian's brotli_static module, so it serves the same precompressed brotli our server does.
 */
const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];
const hasNginx = () =>
  existsSync('/usr/sbin/nginx') && existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');

/** LibreOffice without a display: the export tests open each CSV and XLSX as a spreadsheet user would. */
const hasSpreadsheetApp = () => existsSync('/usr/bin/soffice');

const isPostgresUrl = (url) => /^postgres(ql)?:\/\//.test(url?.trim() ?? '');

const VITEST = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');

const tsx = (script, args = [], nodeFlags = []) => [
  process.execPath,
  [...nodeFlags, '--import', 'tsx', script, ...args],
];

/**
 * The server's Node flags (api/test/start-server.ts starts it with the same): V8's young generation capped
 * at two 16 MB semi-spaces. Uncapped, V8 grows it from two 32 MB semi-spaces to two 64 MB ones once enough
 * objects have survived since the server started, which a long CSV export brings about: exporting 500,000
 * leads on PostgreSQL peaked at 290 to 325 MB of server memory, at 215 to 222 MB capped, as fast. And the old
 * generation capped at 1 GB: V8 sizes its growth by the heap's limit (4 GB on a 24 GB machine), so a campaign's
 * short-lived messages let the server reach 467 MB before a full collection; under this cap it peaks near 310 MB, as
 * fast (docs/benchmarks.md). 1 GB is over twice the largest peak measured (an export, 386 MB); 768 MB made a
 * campaign send 40% slower, collecting all the time.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=1024'];

/**
 * The server's environment defaults (start-server.ts gives the same; a value already set wins). MALLOC_ARENA_MAX:
 * glibc gives each thread that allocates an arena of its own and keeps freed memory in it; Node's threads (libuv's
 * pool, V8's collector) made the server hold about 145 MB outside the JavaScript heap during a campaign. Two arenas
 * took about 75 MB off its peak at the same speed (docs/benchmarks.md).
 */
const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

function main() {
  ensureNode();
  if (!isNodeRecentEnough(process.versions.node)) return; // handed over to the local Node
  ensureDependencies();
  switch (task) {
    case 'start':
      ensureBuild();
      return handOver(...tsx('api/main.ts', [], SERVER_NODE_FLAGS), { ...SERVER_ENV, ...process.env });
    case 'build':
      return ensureBuild({ force: true });
    case 'migrate':
      return handOver(...tsx('scripts/migrate.ts'));
    case 'admin':
      return handOver(...tsx('scripts/admin.ts', taskArgs));
    case 'backup':
    case 'restore':
      if (isPostgresUrl(process.env.DATABASE_URL))
        ensureDebianPackage('postgresql-client', hasPgClient, `npm run ${task} on PostgreSQL`);
      return handOver(...tsx(`scripts/${task}.ts`, taskArgs));
    case 'bench':
      ensureDebianPackage(NGINX_PACKAGES, hasNginx, 'The benchmark');
      ensureDebianPackage('postgresql', hasPostgres, 'The benchmark');
      ensureBuild();
      return handOver(...tsx('scripts/bench.ts', taskArgs));
    case 'bench-scale':
      ensureDebianPackage(
        'chromium-headless-shell',
        () => existsSync('/usr/bin/chromium-headless-shell'),
        'The scale benchmark',
      );
      ensureDebianPackage('postgresql', hasPostgres, 'The scale benchmark');
      ensureBuild();
      return handOver(...tsx('scripts/bench-scale.ts', taskArgs));
    case 'audit':
      ensureDebianPackage(
        'chromium-headless-shell',
        () => existsSync('/usr/bin/chromium-headless-shell'),
        'The Lighthouse audit',
      );
      ensureBuild();
      return handOver(...tsx('scripts/audit-pages.ts', taskArgs));
    case 'test':
      ensureDebianPackage(
        'chromium-headless-shell',
        () => existsSync('/usr/bin/chromium-headless-shell'),
        'The browser tests',
      );
      ensureDebianPackage('postgresql', hasPostgres, 'The PostgreSQL tests');
      ensureDebianPackage(NGINX_PACKAGES, hasNginx, "The benchmark's nginx test");
      ensureDebianPackage('libreoffice-calc-nogui', hasSpreadsheetApp, 'The spreadsheet export tests');
      ensureBuild();
      return handOver(...tsx('scripts/run-tests.ts', taskArgs));
    case 'test-unit':
      // The quick loop: the tests that start nothing (vitest.config.ts), so no Debian package, PostgreSQL or build.
      return handOver(process.execPath, [VITEST, 'run', '--project', 'unit', ...taskArgs]);
    default:
      fail(
        `Unknown task "${task}". Use start, test, test-unit, build, migrate, bench, bench-scale, audit, admin, backup ` +
          'or restore.',
      );
  }
}

main();
