/**
 * The one markdown pipeline (SPEC 1) for article bodies (astro.config's `markdown.processor`) and card
 * excerpts (`renderMarkdown`): raw HTML shows as text, addresses keep only the default schema's protocols
 * (http, https, irc, ircs, mailto, xmpp, relative), links that leave the page open in a new tab. Astro runs GFM and Shiki
 * before these plugins, so the sanitizer sees (and keeps) Shiki's highlighting.
 */
import {
  createMarkdownProcessor,
  markdownConfigDefaults,
  type RehypePlugins,
  type RemarkPlugin,
} from '@astrojs/markdown-remark';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

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

/** Raw HTML in markdown is shown as the text the author typed, never parsed as markup. */
export const remarkHtmlAsText: RemarkPlugin = () => (tree) => {
  htmlToText(tree as MdastNode);
};

const defaultAttributes = defaultSchema.attributes ?? {};
/** Shiki writes colours as plain declarations; no parentheses means no url(), expression() or var(). */
const SHIKI_STYLE = /^[\w\s#%.,:;-]*$/;

export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // remark-rehype already prefixes footnote ids with 'user-content-'; a second prefix would break their links.
  clobberPrefix: '',
  attributes: {
    ...defaultAttributes,
    // Shiki's hast names attributes as in HTML ('class', 'tabindex'), not as hast properties. tabindex keeps a
    // horizontally scrolling code block reachable by keyboard.
    pre: [...(defaultAttributes.pre ?? []), 'class', ['style', SHIKI_STYLE], 'tabindex', 'dataLanguage'],
    span: [...(defaultAttributes.span ?? []), 'class', ['style', SHIKI_STYLE]],
  },
};

export const remarkPlugins: RemarkPlugin[] = [remarkHtmlAsText];

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function openLinksInNewTab(node: HastNode): void {
  const href = node.properties?.href;
  // In-page links (footnotes and their back references) must move within the article, not open a copy of it.
  if (node.tagName === 'a' && typeof href === 'string' && !href.startsWith('#')) {
    node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'] };
  }
  node.children?.forEach(openLinksInNewTab);
}

/**
 * SPEC 1: links in article bodies open in a new tab, the site's own included, so a reader never loses their
 * place in the article. rehype-external-links only handles absolute addresses, hence this plugin.
 */
export const rehypeLinksInNewTab = () => (tree: unknown) => {
  openLinksInNewTab(tree as HastNode);
};

export const rehypePlugins: RehypePlugins = [
  [rehypeSanitize, sanitizeSchema],
  rehypeLinksInNewTab,
];

let renderer: ReturnType<typeof createMarkdownProcessor> | undefined;

/** HTML for a card excerpt, through exactly the pipeline Astro uses for article bodies. Build-time only. */
export async function renderMarkdown(markdown: string): Promise<string> {
  renderer ??= createMarkdownProcessor({ ...markdownConfigDefaults, remarkPlugins, rehypePlugins });
  const { code } = await (await renderer).render(markdown);
  return code;
}
