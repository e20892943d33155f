/**
 * Earlier requests are counted up to this many (see countEarlierRequests): a person past it is shown as
 * '100+', and taking in a lead never reads more than this many of its person's earlier ones.
 */
export const EARLIER_REQUESTS_CAP = 100;

/**
 * The line a returning contact's card and alert show: 'Returning contact · 3 earlier requests',
 * or null for a first contact. One text for the back-office and the email.
 */
export function returningContactLine(earlierRequests: number): string | null {
  if (earlierRequests <= 0) return null;
  const count = earlierRequests >= EARLIER_REQUESTS_CAP ? `${EARLIER_REQUESTS_CAP}+` : String(earlierRequests);
  return `Returning contact · ${count} earlier ${earlierRequests === 1 ? 'request' : 'requests'}`;
}
