import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { escapeXml } from '../lib/escape-xml';

/**
 * Every pre-rendered page file here, by its route: a new page is listed without touching this file. Dynamic
 * routes ('[id]') are listed from their data below; 404 pages, the back-office and the pages of the
 * newsletter's links (noindex: they carry personal tokens) are not public pages. /join-network is /join again
 * (its canonical link names /join): a sitemap lists canonical addresses only.
 */
const PAGE_ROUTES = Object.keys(import.meta.glob('./**/*.astro'))
  .map((file) =>
    file
      .replace(/^\.\//, '/')
      .replace(/\.astro$/, '')
      .replace(/(^|\/)index$/, ''),
  )
  .filter((route) => !/\[|(^|\/)404$|^\/(admin|newsletter|unsubscribe|join-network)(\/|$)/.test(route))
  .map((route) => route || '/')
  .sort();

/** /sitemap.xml (sitemaps.org): every public page and every post, with the post's date. */
export async function GET({ site }: APIContext): Promise<Response> {
  const posts = await getCollection('posts');
  const entries = [
    ...PAGE_ROUTES.map((route) => ({ route, lastmod: undefined })),
    ...posts.map(({ id, data }) => ({ route: `/blog/${id}`, lastmod: data.publishedAt.toISOString().slice(0, 10) })),
  ];
  const urls = entries.map(
    ({ route, lastmod }) =>
      `  <url><loc>${escapeXml(new URL(route, site).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
