import type { BlogPost } from '#contract/blog/blog-post';
import type { CampaignInput, PostContent } from '#contract/campaigns/campaigns-api';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { RenderedEmail } from '../../platform/mail/rendered-email';
import { subjectLine } from '../../platform/mail/subject-line';
import { campaignEmailLayout } from './campaign-email-layout';
import { type CampaignLinkContext, withUtmTags } from './campaign-email-links';
import { htmlOf, sanitizedMarkdown } from './campaign-email-markdown';
import { rewriteForEmail } from './campaign-email-rewrite';
import { FONT, HEADING, styleForEmail } from './campaign-email-styles';
import { plainText } from './campaign-email-text';

/** What a campaign's email is made of: what staff wrote (a CampaignInput), or the campaign itself. */
export type CampaignContent = CampaignInput;

/** The picture above a post in its email: one of the site's own, at a stable address (site/public/email/). */
export const POST_HERO_PATH = '/email/post-hero.jpg';

interface Content {
  html: string;
  text: string;
}

async function markdownContent(markdown: string, links: CampaignLinkContext, inline = false): Promise<Content> {
  const tree = rewriteForEmail(await sanitizedMarkdown(markdown, { inline }), links);
  const text = plainText(tree);
  return { html: htmlOf(styleForEmail(tree)), text };
}

/** A post's email: its title, the hero, its excerpt or whole article, and a prominent link to it on the site. */
async function postContent(post: BlogPost, content: PostContent, links: CampaignLinkContext): Promise<Content> {
  const body = await markdownContent(content === 'article' ? post.content : post.excerpt, links, content === 'summary');
  const postUrl = withUtmTags(new URL(`/blog/${post.id}`, links.siteUrl).href, links);
  const hero = new URL(POST_HERO_PATH, links.siteUrl).href;
  const html =
    `<h1 style="${HEADING}font-size:26px;margin:0 0 16px;">${escapeHtml(post.title)}</h1>` +
    `<img src="${escapeHtml(hero)}" width="600" height="300" alt="" style="display:block;width:100%;max-width:600px;height:auto;border:0;border-radius:6px;margin:0 0 20px;">` +
    body.html +
    `<p style="${FONT}margin:24px 0 8px;"><a href="${escapeHtml(postUrl)}" style="${FONT}display:inline-block;background:#0f766e;color:#ffffff;font-size:16px;font-weight:bold;line-height:1.3;text-decoration:none;padding:12px 20px;border-radius:6px;">Read it on our site</a></p>`;
  const text = `${post.title}\n${'='.repeat(Math.min(post.title.length, 60))}\n\n${body.text}\n\nRead it on our site: ${postUrl}`;
  return { html, text };
}

/**
 * Does the markdown work once per campaign; the answer makes one recipient's email cheaply (it is called for each
 * of 100,000 recipients at 500+ a second: string splicing only, no parsing). The unsubscribe address is the only
 * part that differs between recipients; List-Unsubscribe headers are the sending job's.
 */
export async function prepareCampaignEmail(
  content: CampaignContent,
  context: { siteUrl: string; post: BlogPost | undefined; campaignKey: string },
): Promise<(unsubscribeUrl: string) => RenderedEmail> {
  const links: CampaignLinkContext = { siteUrl: context.siteUrl, campaignKey: context.campaignKey };
  let body: Content;
  if (content.source === 'post') {
    if (!context.post) throw new Error(`Campaign email: the post '${content.postId ?? ''}' was not found.`);
    body = await postContent(context.post, content.postContent, links);
  } else {
    body = await markdownContent(content.bodyMarkdown, links);
  }
  const subject = subjectLine(content.subject);
  const halves = campaignEmailLayout({
    subject,
    preheader: subjectLine(content.preheader),
    contentHtml: body.html,
    contentText: body.text,
  });
  return (unsubscribeUrl) => ({
    subject,
    html: halves.htmlBefore + escapeHtml(unsubscribeUrl) + halves.htmlAfter,
    text: halves.textBefore + unsubscribeUrl + halves.textAfter,
  });
}
