import { excerptSanitizeSchema, remarkHtmlAsText, sanitizeSchema } from '#contract/blog/markdown-sanitizing';
import type { Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// The blog's own steps (GFM, raw HTML as text, the same sanitizer) without Astro's heavy processor; Shiki's
// colours are left out, as mail clients drop the classes they become.
const article = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkHtmlAsText)
  .use(remarkRehype)
  .use(rehypeSanitize, sanitizeSchema)
  .freeze();

const excerpt = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkHtmlAsText)
  .use(remarkRehype)
  .use(rehypeSanitize, excerptSanitizeSchema)
  .freeze();

const serializer = unified().use(rehypeStringify).freeze();

/**
 * Markdown as a sanitised HTML tree, exactly as the blog sanitises a post's body, or with `inline` as it does a
 * card's excerpt (inline markup only).
 */
export async function sanitizedMarkdown(markdown: string, { inline = false } = {}): Promise<Root> {
  const processor = inline ? excerpt : article;
  return (await processor.run(processor.parse(markdown))) as Root;
}

/** An HTML tree as markup: its text and attribute values escaped. */
export function htmlOf(tree: Root): string {
  return serializer.stringify(tree);
}
