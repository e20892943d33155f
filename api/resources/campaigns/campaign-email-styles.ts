import type { Element, Root } from 'hast';

// Inline styles only: mail clients drop <style> and external sheets. The font goes on every text block, as
// Outlook's Word engine does not pass it down; it also takes the first font of a stack or falls back to Times,
// so Segoe UI (Windows') leads. Names unquoted: a quote would be escaped in every element's attribute.
export const FONT = 'font-family:Segoe UI,-apple-system,BlinkMacSystemFont,Roboto,Helvetica,Arial,sans-serif;';
// A long unbroken word or address wraps rather than widening the column on a phone (both properties inherit).
export const WRAP = 'overflow-wrap:anywhere;word-break:break-word;';
const MONO = 'font-family:Consolas,ui-monospace,SFMono-Regular,Menlo,Liberation Mono,monospace;';
const TEXT = `${FONT}color:#1f2937;font-size:16px;line-height:1.6;`;
export const LINK = 'color:#0f766e;text-decoration:underline;';
export const HEADING = `${FONT}color:#111827;font-weight:bold;line-height:1.3;`;
const HEADING_BLOCK = `${HEADING}margin:28px 0 12px;`;
const CELL = `${FONT}${WRAP}color:#1f2937;font-size:14px;line-height:1.4;border:1px solid #e5e7eb;padding:6px 8px;vertical-align:top;`;

const STYLES: Record<string, string> = {
  h1: `${HEADING_BLOCK}font-size:26px;`,
  h2: `${HEADING_BLOCK}font-size:21px;`,
  h3: `${HEADING_BLOCK}font-size:18px;`,
  h4: `${HEADING_BLOCK}font-size:16px;`,
  h5: `${HEADING_BLOCK}font-size:16px;`,
  h6: `${HEADING_BLOCK}font-size:16px;`,
  p: `${TEXT}margin:0 0 16px;`,
  a: LINK,
  ul: 'margin:0 0 16px;padding-left:24px;',
  ol: 'margin:0 0 16px;padding-left:24px;',
  li: `${TEXT}margin:0 0 6px;`,
  blockquote: `${TEXT}color:#374151;margin:0 0 16px;padding:4px 0 4px 12px;border-left:4px solid #d1d5db;`,
  // Pre-wrap: few mail clients scroll sideways, so a long line of code wraps instead of widening the column.
  pre: `${MONO}${WRAP}font-size:13px;line-height:1.5;color:#111827;background:#f3f4f6;border-radius:6px;padding:12px;margin:0 0 16px;white-space:pre-wrap;`,
  code: `${MONO}font-size:14px;background:#f3f4f6;border-radius:4px;padding:1px 4px;`,
  // A fixed layout at the column's width: where a client ignores overflow-wrap, a long cell still cannot widen it
  // (sized by content, the cells that wrap anywhere were squeezed as narrow as this one's even split anyway).
  table: 'width:100%;max-width:100%;table-layout:fixed;border-collapse:collapse;margin:0 0 16px;',
  th: `${CELL}font-weight:bold;background:#f9fafb;`,
  td: CELL,
  img: 'max-width:100%;height:auto;border:0;vertical-align:middle;',
  hr: 'border:0;border-top:1px solid #e5e7eb;margin:24px 0;',
};

/** Inside a block that has its own font and spacing, the inner element keeps to its parent's. */
const INSIDE: Record<string, Record<string, string>> = {
  pre: { code: 'font-family:inherit;font-size:inherit;' },
  li: { p: `${TEXT}margin:0 0 8px;` },
  blockquote: { p: `${TEXT}color:#374151;margin:0 0 8px;` },
};

function style(node: Element, parentTag: string | undefined): void {
  const css = INSIDE[parentTag ?? '']?.[node.tagName] ?? STYLES[node.tagName];
  // GFM's column alignment arrives as the old align attribute; mail clients honour the style surely.
  if (node.tagName === 'th' || node.tagName === 'td') {
    const align = node.properties.align;
    node.properties.style = `${css}text-align:${typeof align === 'string' ? align : 'left'};`;
    delete node.properties.align;
  } else if (css) {
    node.properties.style = css;
  }
  for (const child of node.children) if (child.type === 'element') style(child, node.tagName);
}

/** Gives every element of a sanitised, rewritten tree its inline style. */
export function styleForEmail(tree: Root): Root {
  const elements = tree.children.filter((child) => child.type === 'element');
  for (const element of elements) style(element, undefined);
  // A heading that opens the email sits at the top of the column, not a heading's gap below it.
  const first = elements[0];
  if (first && /^h[1-6]$/.test(first.tagName)) first.properties.style += 'margin-top:0;';
  return tree;
}
