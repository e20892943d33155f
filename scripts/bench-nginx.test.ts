import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { nginxConfig, startNginx, writeNginxRoot, type Encoding, type Nginx } from './bench-nginx';
import { rawGet } from './bench-static';

const page = Buffer.from(`<!doctype html><title>Home</title>${'<p>Your home in Ghana</p>'.repeat(800)}`);
const headers = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc+/='",
  'Cache-Control': 'no-cache',
};
const cases: Array<{ encoding: Encoding; accept: string; compressed: Buffer }> = [
  { encoding: 'br', accept: 'br, gzip', compressed: brotliCompressSync(page) },
  { encoding: 'gzip', accept: 'gzip', compressed: gzipSync(page, { level: 9 }) },
];

let nginx: Nginx | undefined;
let dir: string | undefined;
afterEach(async () => {
  await nginx?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each(cases)("the benchmark's nginx with $encoding", ({ encoding, accept, compressed }) => {
  test("answers the page's precompressed bytes as they were written, with our headers", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-test-'));
    chmodSync(dir, 0o755);
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), page);
    const root = writeNginxRoot(dist, dir, 'index.html', encoding, compressed);
    nginx = await startNginx(dir, (port) => nginxConfig({ root, encoding, headers }, dir!, port));

    const answer = await rawGet(nginx.url, '/', accept);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': encoding,
      'content-type': 'text/html; charset=utf-8',
      vary: 'Accept-Encoding',
      'content-security-policy': headers['Content-Security-Policy'],
      'cache-control': 'no-cache',
    });
    expect(answer.body.equals(compressed)).toBe(true);
    const plain = await rawGet(nginx.url, '/', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(page)).toBe(true);
  });
});
