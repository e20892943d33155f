import type { EmailBlock } from './email-block';
import type { EmailLink } from './rendered-email';

/** A link as text: `Call +233…` says its number already; others get their address written out. */
function linkLine(link: EmailLink): string {
  const target = decodeURIComponent(link.href.replace(/^(mailto|tel):/, ''));
  return link.text.includes(target) ? link.text : `${link.text}: ${target}`;
}

/** The plain-text part: labels and values on their own lines, links written out. */
export function emailText(blocks: EmailBlock[]): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
        return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
      case 'paragraph':
        return block.text;
      case 'rows':
        return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
      case 'links':
        return block.links.map(linkLine).join('\n');
      case 'list':
        return block.items.map((item) => `- ${item.text}${item.href ? `\n  ${item.href}` : ''}`).join('\n');
    }
  });
  return `${parts.join('\n\n')}\n`;
}
