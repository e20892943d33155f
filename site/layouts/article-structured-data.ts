/** What a page that is an article tells search engines and link previews about itself. */
export interface ArticleMeta {
  publishedTime: Date;
  author: string;
  section: string;
  tags: string[];
}

interface StructuredDataInput {
  headline: string;
  description: string;
  url: string;
  image: string;
  siteUrl: string;
  article: ArticleMeta;
}

/** schema.org Article (JSON-LD) for an article page. */
export function articleStructuredData({ headline, description, url, image, siteUrl, article }: StructuredDataInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description,
    datePublished: article.publishedTime.toISOString(),
    author: { '@type': 'Person', name: article.author },
    image: [image],
    articleSection: article.section,
    keywords: article.tags.join(', '),
    publisher: {
      '@type': 'Organization',
      name: 'Your home in Ghana',
      url: siteUrl,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', siteUrl).href },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/**
 * JSON for an inline <script>: `<` escaped so no text in a post (a title with `</script>`, say) can end the
 * script element early.
 */
export function inlineJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
