/**
 * The one markdown pipeline for article bodies (astro.config's `markdown`, via `markdownConfig`) and card
 * excerpts (`renderExcerpt`, inline markup only): raw HTML shows as text, addresses keep only the default
 * schema's protocols (http, https, irc, ircs, mailto, xmpp, relative), links that leave the page open in a new
 * tab. Astro runs GFM and Shiki before these plugins, so the sanitizer sees (and keeps) Shiki's highlighting.
 */
import {
  markdownConfigDefaults,
  rehypeHeadingIds,
  unified,
  type RehypePlugins,
  type RemarkPlugin,
} from '@astrojs/markdown-remark';
import rehypeSanitize from 'rehype-sanitize';
import { excerptSanitizeSchema, remarkHtmlAsText, sanitizeSchema } from '#contract/blog/markdown-sanitizing';
import { shikiStylesToClasses } from './shiki-classes';

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
 * Links in article bodies open in a new tab, the site's own included, so a reader never loses their
 * place in the article. rehype-external-links only handles absolute addresses, hence this plugin.
 */
export const rehypeLinksInNewTab = () => (tree: unknown) => {
  openLinksInNewTab(tree as HastNode);
};

/**
 * Ids for the body's headings, prefixed as remark-rehype prefixes footnote ids ('user-content-'), so that a
 * heading such as "## Main" can never take an id the page itself uses (`main`, `article-title`). Astro's own
 * heading-id pass runs last and keeps ids already set, so its heading list carries these too.
 */
export const rehypePrefixedHeadingIds = () => {
  const assignIds = rehypeHeadingIds() as (tree: unknown, file: unknown) => void;
  return (tree: unknown, file: unknown) => {
    const headings: HastNode[] = [];
    collectUnnamedHeadings(tree as HastNode, headings);
    assignIds(tree, file);
    for (const heading of headings) heading.properties!.id = `${HEADING_ID_PREFIX}${String(heading.properties!.id)}`;
  };
};

export const HEADING_ID_PREFIX = 'user-content-';

function collectUnnamedHeadings(node: HastNode, found: HastNode[]): void {
  if (node.tagName && /^h[1-6]$/.test(node.tagName) && typeof node.properties?.id !== 'string') {
    node.properties ??= {};
    found.push(node);
  }
  node.children?.forEach((child) => collectUnnamedHeadings(child, found));
}

export const rehypePlugins: RehypePlugins = [
  [rehypeSanitize, sanitizeSchema],
  rehypeLinksInNewTab,
  rehypePrefixedHeadingIds,
];

/** The article bodies' markdown config: astro.config.mjs uses exactly this, and so does `renderMarkdown`. */
export const markdownConfig = {
  // Colours as named variables, turned into classes: a strict CSP needs no 'unsafe-hashes' for code blocks.
  shikiConfig: {
    ...markdownConfigDefaults.shikiConfig,
    theme: 'css-variables' as const,
    transformers: [shikiStylesToClasses],
  },
  processor: unified({ remarkPlugins, rehypePlugins }),
};

const excerptProcessor = unified({
  remarkPlugins,
  rehypePlugins: [[rehypeSanitize, excerptSanitizeSchema], rehypeLinksInNewTab],
});

type Processor = typeof markdownConfig.processor;
const renderers = new WeakMap<Processor, ReturnType<Processor['createRenderer']>>();

async function renderWith(processor: Processor, markdown: string): Promise<string> {
  // Astro hands a processor its resolved `markdown` options: the defaults with ours over them.
  if (!renderers.has(processor))
    renderers.set(processor, processor.createRenderer({ ...markdownConfigDefaults, ...markdownConfig }));
  const { code } = await (await renderers.get(processor)!).render(markdown);
  return code;
}

/** HTML for markdown, through exactly the processor Astro builds article bodies with. Build-time only. */
export function renderMarkdown(markdown: string): Promise<string> {
  return renderWith(markdownConfig.processor, markdown);
}

/** HTML for a card excerpt or a feed description: the body's pipeline, inline markup only. Build-time only. */
export function renderExcerpt(markdown: string): Promise<string> {
  return renderWith(excerptProcessor, markdown);
}
