/**
 * The static page comparison's setup for `npm run bench`: the page as our server sends it, then nginx
 * serving the same compressed bytes with the same headers (bench-nginx.ts).
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Encoding, hasBrotliStatic, type Nginx, nginxConfig, startNginx, writeNginxRoot } from './bench-nginx';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A GET whose body is kept as sent (fetch would decompress it). */
export function rawGet(baseUrl: string, urlPath: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${urlPath}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
        );
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Per answer or per connection, or nginx makes its own (ETag, Vary, type, length, encoding). */
const NOT_COPIED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'vary',
  'x-request-id',
  'transfer-encoding',
]);

export interface StaticSetup {
  nginx: Nginx;
  encoding: Encoding;
  /** The Accept-Encoding both sides are sent. */
  acceptEncoding: string;
  /** Bytes of the compressed page each side answers. */
  bytes: number;
}

/**
 * Starts nginx, in a temporary folder of its own (as root its worker runs as nobody, who must reach
 * the files: the folder is world-readable, so never under another private one), on a copy of `distDir`
 * whose `page` has beside it the compressed bytes our server (at `oursUrl`) answers for `urlPath`, and
 * checks both answer those same bytes with the same Content-Encoding.
 * Brotli when Debian's brotli_static module is installed (a browser's `br, gzip` then gets brotli from
 * both); else gzip, and both are sent `Accept-Encoding: gzip`. Stopping nginx removes the folder.
 */
export async function startStaticYardstick(
  oursUrl: string,
  distDir: string,
  urlPath: string,
  page: string,
): Promise<StaticSetup> {
  const encoding: Encoding = hasBrotliStatic() ? 'br' : 'gzip';
  const acceptEncoding = encoding === 'br' ? 'br, gzip' : 'gzip';
  const ours = await rawGet(oursUrl, urlPath, acceptEncoding);
  if (ours.status !== 200 || ours.headers['content-encoding'] !== encoding) {
    throw new Error(
      `our server answered ${urlPath} with ${ours.status}, Content-Encoding ${ours.headers['content-encoding']}: expected 200, ${encoding}`,
    );
  }
  const plain = encoding === 'br' ? brotliDecompressSync(ours.body) : gunzipSync(ours.body);
  if (!plain.equals(readFileSync(path.join(distDir, page))))
    throw new Error(`our server's ${urlPath} is not ${page} of ${distDir}`);
  const headers = Object.fromEntries(Object.entries(ours.headers).filter(([name]) => !NOT_COPIED.has(name)));
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  chmodSync(dir, 0o755);
  const root = writeNginxRoot(distDir, dir, page, encoding, ours.body);
  const started = await startNginx(dir, (port) => nginxConfig({ root, encoding, headers }, dir, port)).catch(
    (error) => {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    },
  );
  const nginx = {
    url: started.url,
    pid: started.pid,
    stop: () => started.stop().finally(() => rmSync(dir, { recursive: true, force: true })),
  };
  const theirs = await rawGet(nginx.url, urlPath, acceptEncoding);
  if (theirs.status !== 200 || theirs.headers['content-encoding'] !== encoding || !theirs.body.equals(ours.body)) {
    await nginx.stop();
    throw new Error(
      `nginx did not answer ${urlPath} with our server's ${encoding} bytes (status ${theirs.status}, ${theirs.body.length} bytes)`,
    );
  }
  return { nginx, encoding, acceptEncoding, bytes: ours.body.length };
}
