import type { Element, ElementContent, Root, RootContent } from 'hast';

const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'table',
  'hr',
  'section',
  'div',
]);

function isBlock(node: RootContent): node is Element {
  return node.type === 'element' && BLOCKS.has(node.tagName);
}

function rawText(node: RootContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(rawText).join('') : '';
}

/** A link as text: "words (address)", or the address alone when the words are it. */
function linkText(link: Element, words: string): string {
  const href = String(link.properties.href ?? '');
  if (link.properties.dataFootnoteBackref !== undefined) return '';
  if (link.properties.dataFootnoteRef !== undefined) return `[${words}]`;
  if (!href || href.startsWith('#')) return words;
  const address = href.startsWith('mailto:') ? decodeURIComponent(href.slice('mailto:'.length)) : href;
  if (!words || words === address || words === href) return address;
  return words.includes(address) ? words : `${words} (${address})`;
}

function inline(node: RootContent): string {
  if (node.type === 'text') return node.value.replace(/\s+/g, ' ');
  if (node.type !== 'element') return '';
  if (node.tagName === 'br') return '\n';
  if (node.tagName === 'img') return typeof node.properties.alt === 'string' ? node.properties.alt : '';
  const words = node.children.map(inline).join('');
  return node.tagName === 'a' ? linkText(node, words.trim()) : words;
}

function inlineBlock(nodes: RootContent[]): string {
  return nodes
    .map(inline)
    .join('')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .trim();
}

/** Continuation lines under a list marker or quote, so the block reads as one. */
function indent(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? first : line ? rest : rest.trimEnd()) + line)
    .join('\n');
}

function list(node: Element): string {
  const start = typeof node.properties.start === 'number' ? node.properties.start : 1;
  const items = node.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'li');
  return items
    .map((item, index) => {
      const marker = node.tagName === 'ol' ? `${start + index}. ` : '- ';
      return indent(blocks(item.children).join('\n'), marker, ' '.repeat(marker.length));
    })
    .join('\n');
}

function table(node: Element): string {
  const rows: string[] = [];
  const visit = (element: Element) => {
    if (element.tagName === 'tr') {
      const cells = element.children.filter((child): child is Element => child.type === 'element');
      rows.push(cells.map((cell) => inlineBlock(cell.children).replace(/\n/g, ' ')).join(' | '));
    } else {
      for (const child of element.children) if (child.type === 'element') visit(child);
    }
  };
  visit(node);
  return rows.join('\n');
}

function block(node: Element): string {
  const { tagName } = node;
  if (/^h[1-6]$/.test(tagName)) {
    const heading = inlineBlock(node.children);
    return `${heading}\n${(tagName === 'h1' || tagName === 'h2' ? '=' : '-').repeat(Math.min(heading.length, 60))}`;
  }
  if (tagName === 'ul' || tagName === 'ol') return list(node);
  if (tagName === 'blockquote') return indent(blocks(node.children).join('\n\n'), '> ', '> ');
  if (tagName === 'pre') return rawText(node).replace(/\n$/, '');
  if (tagName === 'table') return table(node);
  if (tagName === 'hr') return '---';
  if (tagName === 'p') return inlineBlock(node.children);
  return blocks(node.children).join('\n\n');
}

/** Blocks of text from a container's children: a run of inline content between blocks is a paragraph. */
function blocks(children: Array<RootContent | ElementContent>): string[] {
  const out: string[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    const text = inlineBlock(run);
    if (text) out.push(text);
    run = [];
  };
  for (const child of children) {
    if (isBlock(child)) {
      flush();
      const text = block(child);
      if (text) out.push(text);
    } else {
      run.push(child);
    }
  }
  flush();
  return out;
}

/** The plain-text part of a rendered tree: headings underlined, list items with "- ", links as "text (url)". */
export function plainText(tree: Root): string {
  return blocks(tree.children).join('\n\n');
}
