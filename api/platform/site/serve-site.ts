import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseLegacyUrl } from 'node:url';
import type { Middleware } from 'koa';
import { isApiPath } from '../errors';
import { NEWSLETTER_ACTIONS } from '#contract/newsletter/newsletter-pages';
import type { Logger } from '../logger';
import type { SiteFile, SiteFiles } from './site-files';
import { STATUS_ERRORS } from '../http/error-handler';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '../http/security-headers';
import type { PeerTrust } from '../http/trusted-proxies';

const NOT_FOUND_PAGE = '/404.html';
/** An unknown /blog/{id} reads 'Article Not Found' (built from site/pages/blog/404.astro). */
const ARTICLE_NOT_FOUND_PAGE = '/blog/404/index.html';
/** A request target whose path is everything before its `?`: no fragment, no blank, not absolute-form. */
const PLAIN_PATH = /^\/[^#\s]*$/;

/** The file for a URL path: exact files, then `/x` as `/x/index.html` (Astro's directory format). */
function resolve(files: SiteFiles, urlPath: string): SiteFile | undefined {
  if (urlPath.endsWith('/')) return files.get(`${urlPath}index.html`);
  return files.get(urlPath) ?? files.get(`${urlPath}/index.html`);
}

/**
 * The path of a request target, undecoded, exactly as Koa's `ctx.path` reads it (parseurl: the text before
 * `?`, or for any other form Node's legacy parser); undefined when that parser throws or finds no path.
 */
function pathOf(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const head = queryAt < 0 ? url : url.slice(0, queryAt);
  if (PLAIN_PATH.test(head)) return head;
  // Rare: a fragment, a blank, or an absolute URL (`GET http://host/path`) as a proxy may send.
  try {
    return parseLegacyUrl(url).pathname ?? undefined;
  } catch {
    return undefined;
  }
}

/** The answer to a request target nothing can read a path from (`GET http://[x/about`): the API's 400. */
const UNREADABLE_TARGET = (() => {
  const body = Buffer.from(JSON.stringify({ error: { ...STATUS_ERRORS[400]!, fields: {} } }));
  const headers = [
    ...Object.entries(SECURITY_HEADERS).flat(),
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(body.length),
  ];
  return { body, headers };
})();

/** `[name, value, name, value…]`, as `writeHead` takes them. */
type FlatHeaders = string[];

/** One file's answers with every header worked out at start: per request only the id (and HSTS) is added. */
interface PreparedFile {
  status: number;
  /** The body and its headers for each way of sending it. */
  brotli?: { body: Buffer; headers: FlatHeaders };
  gzip?: { body: Buffer; headers: FlatHeaders };
  plain: { body: Buffer; headers: FlatHeaders };
  /** A 304's: the caching and security headers, no content headers. */
  notModified: FlatHeaders;
  etag: string;
}

/**
 * The public pages go without Cross-Origin-Opener-Policy, which cuts the link between our window and
 * another site's that opened it or that it opened; the back-office, its assets and the API keep it.
 * The public pages are the same static page for everyone, with nothing another window could learn,
 * and the policy costs the audience's phones: a visit from a blank tab (or from another site, where
 * Android isolates sites that send it) then starts a new renderer process, whose first parse, style and
 * layout passes took about twice as long here (measured in Chromium with Lighthouse's phone settings),
 * the difference between a Lighthouse performance score of 99 and 100.
 */
function cachingHeaders(file: SiteFile): FlatHeaders {
  const security = { ...SECURITY_HEADERS };
  if (file.contentSecurityPolicy) security['Content-Security-Policy'] = file.contentSecurityPolicy;
  if (file.publicPage) delete security['Cross-Origin-Opener-Policy'];
  const headers = [...Object.entries(security).flat(), 'Cache-Control', file.cacheControl, 'ETag', file.etag];
  if (file.brotli || file.gzip) headers.push('Vary', 'Accept-Encoding');
  return headers;
}

function prepare(file: SiteFile, status: number): PreparedFile {
  const caching = cachingHeaders(file);
  const way = (body: Buffer, encoding?: string) => ({
    body,
    headers: [
      ...caching,
      'Content-Type',
      file.contentType,
      ...(encoding ? ['Content-Encoding', encoding] : []),
      'Content-Length',
      String(body.length),
    ],
  });
  return {
    status,
    brotli: file.brotli && way(file.brotli, 'br'),
    gzip: file.gzip && way(file.gzip, 'gzip'),
    plain: way(file.body),
    notModified: caching,
    etag: file.etag,
  };
}

/**
 * Whether an Accept-Encoding header accepts `encoding`, decided as Koa's `ctx.acceptsEncodings` (negotiator)
 * decides it: the entry naming it (any case) beats `*`, then the higher q, then the later entry; accepted
 * when that entry's q is above 0. Its quirks are kept so that answers stay the same: `q` is lower case
 * only, and read with parseFloat.
 */
function accepts(acceptEncoding: string, encoding: string): boolean {
  let best = { specificity: 0, quality: 0, order: -1 };
  for (const [order, entry] of acceptEncoding.split(',').entries()) {
    const match = /^\s*([^\s;]+)\s*(?:;(.*))?$/.exec(entry);
    if (!match) continue;
    const name = match[1]!;
    const specificity = name.toLowerCase() === encoding ? 1 : name === '*' ? 0 : -1;
    if (specificity < 0) continue;
    let quality = 1;
    if (match[2]) {
      for (const parameter of match[2].split(';')) {
        const [key, value] = parameter.trim().split('=');
        if (key === 'q') {
          quality = parseFloat(value!);
          break;
        }
      }
    }
    if ((best.specificity - specificity || best.quality - quality || best.order - order) < 0)
      best = { specificity, quality, order };
  }
  return best.quality > 0;
}

/**
 * Whether the client's copy is current (RFC 9110, as Koa's `ctx.fresh` decides it): an If-None-Match
 * that names the tag (weakly) or is `*`, no `Cache-Control: no-cache` in the request, and no
 * If-Modified-Since beside it (the site sends no Last-Modified to compare it with).
 */
function isFresh(request: IncomingMessage, etag: string): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (!noneMatch) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(request.headers['cache-control'] ?? '')) return false;
  if (request.headers['if-modified-since']) return false;
  if (noneMatch.trim() === '*') return true;
  return noneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}` || `W/${trimmed}` === etag;
  });
}

export interface SiteAnswerOptions {
  /** TRUST_PROXY: from a trusted peer, X-Forwarded-Proto tells whether the client came over HTTPS (for HSTS). */
  trusts: PeerTrust;
  log: Logger;
}

/**
 * The built site's GET and HEAD answers, sent before Koa sees the request: a file or a
 * not-found page, 200, 304 or 404, with headers worked out once per file at start and the same request
 * log line and X-Request-Id as every other answer. Answers false, leaving the request to Koa, for the
 * API and for everything else (another method, a trailing-slash redirect; see serveSite).
 */
export function answerSiteFiles(
  files: SiteFiles,
  { trusts, log }: SiteAnswerOptions,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const notFoundPage = files.get(NOT_FOUND_PAGE);
  const articleNotFoundPage = files.get(ARTICLE_NOT_FOUND_PAGE) ?? notFoundPage;
  // The not-found pages answer 404 wherever they show, their own addresses included.
  const notFoundPages = new Set([notFoundPage, articleNotFoundPage]);
  const prepared = new Map<SiteFile, PreparedFile>();
  for (const file of files.values()) prepared.set(file, prepare(file, notFoundPages.has(file) ? 404 : 200));

  return (request, response) => {
    const started = performance.now();
    const { method, url = '' } = request;
    const urlPath = pathOf(url);
    const logged = (status: number, requestId: string) => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      setImmediate(() => log({ msg: 'request', method, path: urlPath ?? '(unreadable)', status, ms, id: requestId }));
      return true;
    };
    if (urlPath === undefined) {
      // Koa would read the path again and again (the log line included) and throw each time: answered here.
      const requestId = randomUUID();
      response.writeHead(400, [...UNREADABLE_TARGET.headers, 'X-Request-Id', requestId]);
      response.end(UNREADABLE_TARGET.body);
      return logged(400, requestId);
    }
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (isApiPath(urlPath) || NEWSLETTER_ACTIONS.get(urlPath) === method) return false;
    if (urlPath.length > 1 && urlPath.endsWith('/') && resolve(files, urlPath)) return false;
    const found = resolve(files, urlPath);
    const file =
      found && !notFoundPages.has(found) ? found : urlPath.startsWith('/blog/') ? articleNotFoundPage : notFoundPage;
    const answer = file && prepared.get(file);
    if (!answer) return false;

    const requestId = randomUUID();
    const perRequest = ['X-Request-Id', requestId];
    if (isHttps(request, trusts)) perRequest.push('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    let status = answer.status;
    if (status === 200 && isFresh(request, answer.etag)) {
      status = 304;
      response.writeHead(304, [...answer.notModified, ...perRequest]);
      response.end();
    } else {
      // Brotli first whenever accepted: it is smaller, and clients list encodings in no useful order.
      const accepted = request.headers['accept-encoding'] ?? '';
      const way =
        (answer.brotli && accepted && accepts(accepted, 'br') && answer.brotli) ||
        (answer.gzip && accepted && accepts(accepted, 'gzip') && answer.gzip) ||
        answer.plain;
      response.writeHead(status, [...way.headers, ...perRequest]);
      // Node sends no body for HEAD, with the Content-Length a GET would have.
      response.end(way.body);
    }
    return logged(status, requestId);
  };
}

/** Koa's `ctx.protocol === 'https'`: a TLS socket, or (behind a trusted proxy) the first X-Forwarded-Proto. */
function isHttps(request: IncomingMessage, trusts: PeerTrust): boolean {
  if ((request.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trusts(request.socket.remoteAddress)) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(/\s*,\s*/, 1)[0];
  return first === 'https';
}

/**
 * What of the site answerSiteFiles leaves to Koa: a path with a trailing slash redirects to the canonical
 * one, and the site takes nothing but GET and HEAD, except where a newsletter link acts (NEWSLETTER_ACTIONS).
 * The rest (the API and those) goes on.
 */
export function serveSite(files: SiteFiles): Middleware {
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) return next();
    const action = NEWSLETTER_ACTIONS.get(ctx.path);
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.method !== action) {
      ctx.status = 405;
      ctx.set('Allow', action === 'POST' ? 'GET, HEAD, POST' : 'GET, HEAD');
      return;
    }
    if (ctx.path.length > 1 && ctx.path.endsWith('/') && resolve(files, ctx.path)) {
      ctx.status = 301;
      ctx.redirect(ctx.path.replace(/\/+$/, '') + (ctx.querystring ? `?${ctx.querystring}` : ''));
      return;
    }
    return next();
  };
}
