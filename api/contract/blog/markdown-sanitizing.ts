/**
 * What makes the blog's markdown safe, shared by the site's build (site/lib/markdown.ts, article bodies and card
 * excerpts) and the API (newsletter campaign emails), so a campaign is sanitised exactly like a post: raw HTML
 * shows as the text the author typed, and rehype-sanitize keeps only the default schema's elements, attributes and
 * protocols (http, https, irc, ircs, mailto, xmpp, relative).
 */
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

interface MdastNode {
  type: string;
  value?: string;
  children?: MdastNode[];
}

/** Containers whose children are blocks: raw HTML there becomes a paragraph of text, not a bare text node. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

function htmlToText(parent: MdastNode): void {
  const children = parent.children;
  if (!children) return;
  children.forEach((child, index) => {
    if (child.type === 'html') {
      const text: MdastNode = { type: 'text', value: child.value ?? '' };
      children[index] = BLOCK_PARENTS.has(parent.type) ? { type: 'paragraph', children: [text] } : text;
    } else {
      htmlToText(child);
    }
  });
}

/** A remark plugin: raw HTML in markdown is shown as the text the author typed, never parsed as markup. */
export const remarkHtmlAsText = () => (tree: unknown) => {
  htmlToText(tree as MdastNode);
};

const defaultAttributes = defaultSchema.attributes ?? {};

/** rehype-sanitize's schema for article bodies. */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // remark-rehype already prefixes footnote ids with 'user-content-'; a second prefix would break their links.
  clobberPrefix: '',
  attributes: {
    ...defaultAttributes,
    // Shiki's hast names attributes as in HTML ('class', 'tabindex'), not as hast properties. tabindex keeps a
    // horizontally scrolling code block reachable by keyboard. Its colours are classes (site/lib/shiki-classes.ts): no
    // style attribute survives.
    pre: [...(defaultAttributes.pre ?? []), 'class', 'tabindex', 'dataLanguage'],
    span: [...(defaultAttributes.span ?? []), 'class'],
  },
};

/**
 * Card excerpts and feed descriptions are a few lines of running text: only inline markup stays. Block
 * syntax (headings, lists, tables, quotes, code blocks) is unwrapped to its text by the same sanitizer;
 * footnote sections are dropped whole.
 */
export const excerptSanitizeSchema: SanitizeSchema = {
  ...sanitizeSchema,
  tagNames: ['p', 'a', 'strong', 'em', 'del', 'code', 'br'],
  strip: [...(sanitizeSchema.strip ?? []), 'section'],
};
