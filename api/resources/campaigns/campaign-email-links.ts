/** Where a campaign's links and images point: the site's address and the campaign's name for its UTM tags. */
export interface CampaignLinkContext {
  siteUrl: string;
  /** `utm_campaign`, e.g. `campaign-12`. */
  campaignKey: string;
}

/** The site's base for relative addresses: a trailing slash, so `blog/x` lands under it. */
function siteBase(siteUrl: string): URL {
  return new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
}

function parsed(address: string, base: URL): URL | undefined {
  try {
    return new URL(address, base);
  } catch {
    return undefined;
  }
}

/**
 * An address on the site's own pages with the campaign's UTM tags, by the names the site's first-touch recorder
 * reads (site/lib/record-first-touch.ts): a lead who came from the email shows it as their source.
 */
export function withUtmTags(address: string, context: CampaignLinkContext): string {
  const url = new URL(address);
  url.searchParams.set('utm_source', 'newsletter');
  url.searchParams.set('utm_medium', 'email');
  url.searchParams.set('utm_campaign', context.campaignKey);
  return url.href;
}

/**
 * A link's address in the email, or undefined when it must go (it stays as text): a relative one absolute on the
 * site, the site's own with UTM tags, mailto as it is, in-email anchors (footnotes) as they are; only http(s) and
 * mailto leave, though the sanitizer also lets irc and xmpp through for posts.
 */
export function emailLinkHref(href: string, context: CampaignLinkContext): string | undefined {
  if (href.startsWith('#')) return href;
  const base = siteBase(context.siteUrl);
  const url = parsed(href, base);
  if (!url) return undefined;
  if (url.protocol === 'mailto:') return href;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin === base.origin ? withUtmTags(url.href, context) : url.href;
}

/**
 * An image's address in the email, or undefined when it is not the site's own: an email loads only what we
 * serve (a stranger's image could track who opens it, or change after sending).
 */
export function emailImageSrc(src: string, context: CampaignLinkContext): string | undefined {
  const base = siteBase(context.siteUrl);
  const url = parsed(src, base);
  return url && url.origin === base.origin && /^https?:$/.test(url.protocol) ? url.href : undefined;
}
