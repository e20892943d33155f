/**
 * The line a returning contact's card and alert show (issue 12): 'Returning contact · 3 earlier requests',
 * or null for a first contact. One text for the back-office and the email.
 */
export function returningContactLine(earlierRequests: number): string | null {
  if (earlierRequests <= 0) return null;
  return `Returning contact · ${earlierRequests} earlier ${earlierRequests === 1 ? 'request' : 'requests'}`;
}
