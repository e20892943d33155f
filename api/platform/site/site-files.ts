import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { builtVariants, compress, isCompressible, listSiteFiles } from './compressed-variants';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/** One built file held in memory with its compressed variants, ready to send. */
export interface SiteFile {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Pages only: their own CSP, with the hashes of their inline scripts and styles. */
  contentSecurityPolicy?: string;
  /**
   * A page of the public site, not of the back-office: served without
   * an opener policy (see cachingHeaders in middleware/serve-site.ts).
   */
  publicPage: boolean;
}

/** Where Astro writes the back-office's pages (site/pages/admin/). */
const BACK_OFFICE_DIR = '/admin/';

/** Built files by URL path ('/join/index.html', '/_astro/x.js'). */
export type SiteFiles = Map<string, SiteFile>;

/** Containers of rendered markdown (article bodies, card excerpts): nothing in them is ours to trust. */
const MARKDOWN_CONTAINER = /<div\s[^>]*\bclass="[^"]*\b(?:prose-blog|blog-excerpt)\b[^"]*"[^>]*>/g;

/** [start, end) offsets of every markdown container, found by balancing its <div> tags. */
function markdownRegions(html: string): Array<[number, number]> {
  const regions: Array<[number, number]> = [];
  for (const opening of html.matchAll(MARKDOWN_CONTAINER)) {
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = opening.index + opening[0].length;
    let depth = 1;
    let end = html.length;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = tag.index;
        break;
      }
    }
    regions.push([opening.index, end]);
  }
  return regions;
}

/**
 * Hashes of the inline scripts or styles the build itself wrote. One inside rendered markdown is never
 * allowed: the sanitizer removes them, and should one slip through it must stay blocked.
 */
function hashes(html: string, tag: 'script' | 'style', untrusted: Array<[number, number]>): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
  const found = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    const [, attributes = '', content] = match;
    if (/\ssrc=/i.test(attributes) || content === '') continue;
    if (untrusted.some(([start, end]) => match.index >= start && match.index < end)) continue;
    found.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...found];
}

/**
 * Our origin only; an inline script or style element runs only if its hash is listed. No style attribute
 * ever applies on the public site (no 'unsafe-hashes'): the build writes none, code colours included
 * (site/lib/shiki-classes.ts). The back-office allows style attributes, and only them: its campaign preview
 * shows the server's email in a `sandbox=""` srcdoc frame, which inherits this policy, and an email's styles are
 * all inline (mail clients drop style sheets). The back-office renders no HTML of anyone else's outside that frame.
 */
function pageContentSecurityPolicy(html: string, backOffice: boolean): string {
  const untrusted = markdownRegions(html);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes(html, 'script', untrusted).join(' ')}`.trim(),
    `style-src 'self' ${hashes(html, 'style', untrusted).join(' ')}`.trim(),
    ...(backOffice ? ["style-src-attr 'unsafe-inline'"] : []),
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function cacheControl(urlPath: string, extension: string): string {
  // Astro names what it emits under /_astro/ by content hash: a changed file gets a new name.
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (extension === '.html') return 'no-cache';
  return 'public, max-age=3600';
}

/** The variants worth sending: each only when it saves something worth a Vary round. */
async function variantsOf(file: string, body: Buffer): Promise<Pick<SiteFile, 'brotli' | 'gzip'>> {
  if (!isCompressible(file, body.length)) return {};
  // The build compressed the site (compressed-variants.ts); a folder built otherwise is compressed here.
  const variants = (await builtVariants(file, body)) ?? (await compress(body));
  return {
    brotli: variants.brotli.length < body.length * 0.9 ? variants.brotli : undefined,
    gzip: variants.gzip.length < body.length * 0.9 ? variants.gzip : undefined,
  };
}

/**
 * Reads the whole built site into memory with its compressed variants: it is small, and serving
 * from memory is about ten times faster than from disk here.
 */
export async function loadSiteFiles(distDir: string): Promise<SiteFiles> {
  const files: SiteFiles = new Map();
  await Promise.all(
    (await listSiteFiles(distDir)).map(async (file) => {
      const urlPath = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
      const extension = path.extname(file).toLowerCase();
      const body = await readFile(file);
      files.set(urlPath, {
        body,
        ...(await variantsOf(file, body)),
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        cacheControl: cacheControl(urlPath, extension),
        contentSecurityPolicy:
          extension === '.html'
            ? pageContentSecurityPolicy(body.toString('utf8'), urlPath.startsWith(BACK_OFFICE_DIR))
            : undefined,
        publicPage: extension === '.html' && !urlPath.startsWith(BACK_OFFICE_DIR),
      });
    }),
  );
  return files;
}
