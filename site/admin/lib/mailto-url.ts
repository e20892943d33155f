/**
 * A mailto: link to a visitor's address. The address is the visitor's own text: unencoded, 'x?cc=a@evil.com'
 * would add a Cc (and '&body=' a message) to staff's email, so both sides of the last '@' are percent-encoded
 * (RFC 6068 allows it; mail apps decode it back).
 */
export function mailtoUrl(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}
