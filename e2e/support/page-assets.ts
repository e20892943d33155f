import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST_DIR = path.resolve('dist');

/** The built HTML file behind a route ('/join' -> dist/join/index.html, '/404' -> dist/404.html). */
export function htmlFileFor(route: string): string {
  if (route === '/') return path.join(DIST_DIR, 'index.html');
  if (route === '/404') return path.join(DIST_DIR, '404.html');
  return path.join(DIST_DIR, route.slice(1), 'index.html');
}

const attributeValues = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

/**
 * Every script a page runs without any interaction: module scripts,
 * preloads, islands and their renderers, and what they import statically.
 */
export function scriptsOf(route: string): string[] {
  const html = readFileSync(htmlFileFor(route), 'utf8');
  const entries = [
    ...attributeValues(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attributeValues(html, /\scomponent-url="([^"]+)"/g),
    ...attributeValues(html, /\srenderer-url="([^"]+)"/g),
    ...attributeValues(html, /\sbefore-hydration-url="([^"]+)"/g),
  ].filter((url) => url.startsWith('/'));
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readFileSync(path.join(DIST_DIR, url), 'utf8');
    // Static imports only: a dynamic import() loads on demand, not with the page.
    for (const [, specifier] of source.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
      visit(new URL(specifier, `http://x${url}`).pathname);
    }
  };
  entries.forEach(visit);
  return [...seen];
}

export function stylesheetsOf(route: string): string[] {
  const html = readFileSync(htmlFileFor(route), 'utf8');
  return attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g).filter((url) => url.startsWith('/'));
}

/** Inline `<script>` and `<style>` text of a page, which also travels with it. */
export function inlineBytes(route: string, tag: 'script' | 'style'): string {
  const html = readFileSync(htmlFileFor(route), 'utf8');
  return [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))]
    .map((match) => match[1])
    .join('\n');
}

export function gzippedSize(urls: string[], extra = ''): number {
  const files = urls.map((url) => readFileSync(path.join(DIST_DIR, url)));
  return (
    files.reduce((total, file) => total + gzipSync(file, { level: 9 }).length, 0) + (extra ? gzipSync(extra).length : 0)
  );
}
