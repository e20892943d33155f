import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { loadBlogPosts } from '../components/blog/blog-posts';
import { escapeXml } from '../lib/escape-xml';
import { renderExcerpt } from '../lib/markdown';

/** /rss.xml: every post, newest first, its excerpt rendered by the one markdown pipeline. */
export async function GET(context: APIContext): Promise<Response> {
  // Newest first, by the blog's one order (newestFirst in the post domain).
  const posts = await loadBlogPosts();
  return rss({
    title: 'Ghana Real Estate Insights | Your home in Ghana',
    description: "Expert analysis, market trends and investment opportunities in Ghana's real estate market.",
    site: context.site!,
    trailingSlash: false,
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en</language>',
    items: await Promise.all(
      posts.map(async ({ id, data }) => ({
        title: data.title,
        description: await renderExcerpt(data.excerpt),
        link: `/blog/${id}`,
        pubDate: data.publishedAt,
        categories: [data.category, ...data.tags],
        // RSS's <author> must be an e-mail address; Dublin Core's creator is a name.
        customData: `<dc:creator>${escapeXml(data.author)}</dc:creator>`,
      })),
    ),
  });
}
