/**
 * Debian's nginx for `npm run bench`, as a throwaway child process, its config, pid, logs and temp paths in a
 * folder of its own: the static page's yardstick, serving a copy of dist/ with the page's compressed variants
 * written from the very bytes our server sends (so both answer the same bytes); and the proxy in front of
 * several app processes for the scale-out rounds, configured as docs/operations.md says.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../api/test/free-port';

export const NGINX = '/usr/sbin/nginx';
/** Debian 12's libnginx-mod-http-brotli-static (ngx_brotli's static half), for nginx 1.22. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type Encoding = 'br' | 'gzip';

export interface NginxSite {
  /** The folder nginx serves. */
  root: string;
  /** br when the brotli_static module is installed, else gzip (nginx's own gzip_static). */
  encoding: Encoding;
  /**
   * Headers our server sends with the page (CSP, cache, security): nginx sends them too, so the answers weigh the same.
   */
  headers: Record<string, string>;
}

const quote = (value: string) => `"${value.replace(/[\\"$]/g, (c) => `\\${c}`)}"`;

/** What every config starts with: one worker, and every path nginx writes in `dir`. */
const configHead = (dir: string, modules = '') => `# Written by scripts/bench-nginx.ts for one benchmark run.
# One worker: our server is one Node process (one thread runs the JavaScript), and the load generator
# needs the machine's other core; a second worker would only take that core from the client.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${modules}events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server_tokens off;
`;

/** The whole nginx.conf for a site served from `dir` on a loopback port. */
export function nginxConfig(site: NginxSite, dir: string, port: number): string {
  const headers = Object.entries(site.headers).map(([name, value]) => `      add_header ${name} ${quote(value)};`);
  return `${configHead(dir, site.encoding === 'br' ? `load_module ${BROTLI_STATIC_MODULE};\n` : '')}  types { text/html html; text/css css; text/javascript js; }
  default_type application/octet-stream;
  charset utf-8;
  # Our server writes one JSON line per request to its stdout, which the benchmark sends to /dev/null:
  # nginx writes the same line, as JSON, to the same place.
  log_format json escape=json '{"time":"$time_iso8601","msg":"request","method":"$request_method","path":"$uri","status":$status,"ms":$request_time,"id":"$request_id"}';
  access_log /dev/null json;
  sendfile on;
  tcp_nopush on;
  # Our server holds the built files in memory; nginx's nearest is keeping them open (the page cache holds the bytes).
  open_file_cache max=1000 inactive=60s;
  # Node keeps a connection 5 s idle and serves it any number of requests (nginx's default ends one at 1,000).
  keepalive_timeout 5s;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${site.root};
    index index.html;
    ${site.encoding === 'br' ? 'brotli_static on;' : 'gzip_static on;'}
    gzip_vary on;
    location / {
      add_header X-Request-Id $request_id;
${headers.join('\n')}
    }
  }
}
`;
}

/**
 * A copy of `distDir` in `dir`/root with `page`'s compressed variant beside it (`index.html.br` or
 * `.gz`), holding `compressed`: what our server answered for it.
 */
export function writeNginxRoot(
  distDir: string,
  dir: string,
  page: string,
  encoding: Encoding,
  compressed: Buffer,
): string {
  const root = path.join(dir, 'root');
  cpSync(distDir, root, { recursive: true });
  writeFileSync(path.join(root, `${page}.${encoding === 'br' ? 'br' : 'gz'}`), compressed);
  return root;
}

export interface Nginx {
  url: string;
  /** The master process (its worker is its child). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * nginx in front of app processes (`upstreams`, their base URLs), as docs/operations.md configures it: round robin,
 * connections to the apps kept alive (closed by nginx before an app would close them: its keep-alive is 65 s), the
 * client's address passed on in X-Forwarded-For.
 */
export function nginxProxyConfig(upstreams: string[], dir: string, port: number): string {
  const servers = upstreams.map((url) => `    server ${new URL(url).host};`);
  // The apps' own request log lines go to /dev/null in the benchmark; nginx writes none.
  return `${configHead(dir)}  access_log off;
  upstream app {
${servers.join('\n')}
    keepalive 64;
    keepalive_timeout 60s;
    keepalive_requests 1000000;
  }
  keepalive_timeout 5s;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
    }
  }
}
`;
}

/** Starts nginx with the config `configFor` writes for a free loopback port; resolves once it answers. */
export async function startNginx(dir: string, configFor: (port: number) => string): Promise<Nginx> {
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, configFor(port));
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, temp), { recursive: true });
  // -e: the error log before the config is read (else nginx opens /var/log/nginx/error.log).
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not answer: ${stderr}`);
}

export const hasBrotliStatic = () => existsSync(BROTLI_STATIC_MODULE);
