import type { Element, ElementContent, Root, RootContent } from 'hast';
import { type CampaignLinkContext, emailImageSrc, emailLinkHref } from './campaign-email-links';

type Parent = Root | Element;

/** What a node becomes in the email: itself, or nodes in its place. */
function rewritten(node: RootContent, context: CampaignLinkContext): RootContent[] {
  if (node.type !== 'element') return [node];
  rewriteChildren(node, context);
  const { tagName, properties } = node;
  if (tagName === 'a') {
    const href = typeof properties.href === 'string' ? emailLinkHref(properties.href, context) : undefined;
    // A link whose address may not leave keeps its words, as plain text.
    if (href === undefined) return node.children;
    properties.href = href;
  }
  if (tagName === 'img') {
    const src = typeof properties.src === 'string' ? emailImageSrc(properties.src, context) : undefined;
    if (src === undefined) {
      const alt = typeof properties.alt === 'string' ? properties.alt : '';
      return alt ? [{ type: 'text', value: alt }] : [];
    }
    properties.src = src;
  }
  // GFM task lists: mail clients drop form controls, so the box is drawn as text.
  if (tagName === 'input') return [{ type: 'text', value: properties.checked ? '☑ ' : '☐ ' }];
  // Mail clients keep no stylesheet for classes to name; styles are inline (campaign-email-styles.ts).
  delete properties.className;
  return [node];
}

function rewriteChildren(parent: Parent, context: CampaignLinkContext): void {
  parent.children = parent.children.flatMap((child) => rewritten(child, context)) as ElementContent[];
}

/**
 * Makes a sanitised tree fit to mail: relative links and images absolute on the site, the site's links tagged for
 * the campaign, images from other sites dropped for their alt text, links that may not leave turned into text.
 */
export function rewriteForEmail(tree: Root, context: CampaignLinkContext): Root {
  rewriteChildren(tree, context);
  return tree;
}
