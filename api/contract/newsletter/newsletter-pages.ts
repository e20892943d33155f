/**
 * The pages the newsletter's links lead to, pre-rendered from site/pages/newsletter/ and
 * answered by the API under the status it decides: their paths and headings, shared by both sides.
 */
export const NEWSLETTER_PAGES = {
  subscribed: { path: '/newsletter/subscribed', heading: "You're subscribed" },
  unsubscribed: { path: '/newsletter/unsubscribed', heading: "You're unsubscribed" },
  linkNotValid: { path: '/newsletter/link-not-valid', heading: 'This link has expired or is not valid' },
} as const;

/**
 * Site paths whose answer Koa works out, by the one method
 * that acts there: the confirm link and one-click unsubscribe.
 */
export const NEWSLETTER_ACTIONS: ReadonlyMap<string, 'GET' | 'POST'> = new Map([
  ['/newsletter/confirm', 'GET'],
  ['/unsubscribe', 'POST'],
]);
