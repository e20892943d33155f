import { escapeHtml } from '../../platform/mail/escape-html';
import { FONT, WRAP } from './campaign-email-styles';

/** Why the reader gets the email: said in both parts, above the unsubscribe link. */
export const WHY_LINE = 'You are receiving this because you subscribed to the Your home in Ghana newsletter.';

/** Both parts around the one place each reader's unsubscribe address goes: `before + address + after`. */
export interface EmailHalves {
  htmlBefore: string;
  htmlAfter: string;
  textBefore: string;
  textAfter: string;
}

// After the preheader, invisible joiners keep mail clients from filling the preview with the body's first words.
const PREVIEW_FILLER = '&#847;&zwnj;&nbsp;'.repeat(60);

function preview(preheader: string): string {
  if (!preheader) return '';
  return (
    '<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;font-size:1px;line-height:1px;color:#ffffff;mso-hide:all;">' +
    `${escapeHtml(preheader)}${PREVIEW_FILLER}</div>`
  );
}

const SMALL = `${FONT}color:#4b5563;font-size:13px;line-height:1.5;`;

/**
 * The campaign's whole email but for the reader's unsubscribe address: one 600 px column (a ghost table holds
 * Outlook's Word engine to it), the preheader as hidden preview text, then the content and the footer.
 */
export function campaignEmailLayout(parts: {
  subject: string;
  preheader: string;
  contentHtml: string;
  contentText: string;
}): EmailHalves {
  const htmlBefore =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="x-apple-disable-message-reformatting">' +
    `<title>${escapeHtml(parts.subject)}</title></head>` +
    '<body style="margin:0;padding:8px;background:#f3f4f6;">' +
    preview(parts.preheader) +
    '<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0"><tr><td><![endif]-->' +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:20px 16px;border-radius:8px;${FONT}${WRAP}color:#1f2937;">` +
    parts.contentHtml +
    '<hr style="border:0;border-top:1px solid #e5e7eb;margin:32px 0 16px;">' +
    `<p style="${SMALL}margin:0 0 8px;">${escapeHtml(WHY_LINE)}</p>` +
    `<p style="${SMALL}margin:0 0 8px;"><a href="`;
  const htmlAfter =
    `" style="color:#4b5563;text-decoration:underline;">Unsubscribe</a></p>` +
    `<p style="${SMALL}margin:16px 0 0;">Your home in Ghana</p></div>` +
    '<!--[if mso]></td></tr></table><![endif]--></body></html>';
  return {
    htmlBefore,
    htmlAfter,
    textBefore: `${parts.contentText}\n\n---\n${WHY_LINE}\nUnsubscribe: `,
    textAfter: '\n',
  };
}
