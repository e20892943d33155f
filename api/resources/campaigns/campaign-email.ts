import type { BlogPost } from '#contract/blog/blog-post';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { RenderedEmail } from '../../platform/mail/rendered-email';

/** What a campaign's email is made from. */
export interface CampaignContent {
  subject: string;
  preheader: string;
  source: 'markdown' | 'post';
  bodyMarkdown: string;
  postId: string | null;
  postContent: 'summary' | 'article';
}

/**
 * The campaign's email as plain text in a minimal page, with the recipient's unsubscribe link: a placeholder
 * until the email template (markdown rendered and sanitised like posts) replaces it.
 */
export async function prepareCampaignEmail(
  content: CampaignContent,
  context: { siteUrl: string; post: BlogPost | undefined; campaignKey: string },
): Promise<(unsubscribeUrl: string) => RenderedEmail> {
  const body =
    content.source === 'post' ? `${context.post?.title ?? ''}\n\n${context.post?.excerpt ?? ''}` : content.bodyMarkdown;
  return (url) => ({
    subject: content.subject,
    text: `${body}\n\nUnsubscribe: ${url}`,
    html: `<p style="white-space:pre-line">${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Unsubscribe</a></p>`,
  });
}
