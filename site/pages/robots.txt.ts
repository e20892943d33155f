import type { APIContext } from 'astro';

/** /robots.txt: the back-office and the API are not for crawlers; the sitemap is at SITE_URL (astro.config `site`). */
export function GET({ site }: APIContext): Response {
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', site)}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
