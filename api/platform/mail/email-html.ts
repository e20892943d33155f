import type { EmailBlock } from './email-block';
import { escapeHtml } from './escape-html';

// Inline styles only (mail clients drop <style> and external sheets), system fonts, no images.
// A visitor's long unbroken value (an address, a pasted link) must wrap rather than widen a phone's mail view.
const WRAP = 'overflow-wrap:anywhere;word-break:break-word;';
const FONT = `font-family:Arial,Helvetica,sans-serif;color:#1f2937;${WRAP}`;
const LINK = 'color:#0f766e;font-weight:bold;';

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="${LINK}">${escapeHtml(text)}</a>`;
}

function block(item: EmailBlock): string {
  switch (item.kind) {
    case 'heading':
      return `<h2 style="${FONT}font-size:18px;margin:24px 0 8px;">${escapeHtml(item.text)}</h2>`;
    case 'paragraph':
      return `<p style="${FONT}font-size:15px;line-height:1.5;margin:0 0 12px;white-space:pre-line;">${escapeHtml(item.text)}</p>`;
    case 'rows': {
      const rows = item.rows.map(
        (row) =>
          `<tr><th scope="row" style="${FONT}width:35%;text-align:left;vertical-align:top;padding:6px 12px 6px 0;font-size:14px;color:#4b5563;">${escapeHtml(row.label)}</th>` +
          `<td style="${FONT}padding:6px 0;font-size:15px;white-space:pre-line;">${escapeHtml(row.value)}</td></tr>`,
      );
      // A fixed layout at the column's width: without it a long value sets the table's width, wrap or not.
      return `<table width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:100%;table-layout:fixed;border-collapse:collapse;margin:0 0 16px;">${rows.join('')}</table>`;
    }
    case 'links':
      return `<p style="${FONT}font-size:15px;margin:0 0 16px;">${item.links.map((each) => link(each.href, each.text)).join(' &nbsp;|&nbsp; ')}</p>`;
    case 'list':
      return `<ul style="${FONT}font-size:15px;line-height:1.5;margin:0 0 16px;padding-left:20px;">${item.items
        .map((entry) => `<li>${entry.href ? link(entry.href, entry.text) : escapeHtml(entry.text)}</li>`)
        .join('')}</ul>`;
  }
}

/** The HTML part: a simple, readable single column; every text escaped here, so callers pass plain text. */
export function emailHtml(title: string, blocks: EmailBlock[]): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:8px;background:#f9fafb;"><div style="max-width:600px;margin:0 auto;background:#ffffff;padding:16px;border-radius:8px;${WRAP}">` +
    blocks.map(block).join('') +
    `<p style="${FONT}font-size:12px;color:#6b7280;margin:24px 0 0;">Your home in Ghana</p></div></body></html>`
  );
}
