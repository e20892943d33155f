/**
 * A new Idempotency-Key: 128 random bits as hex. Not crypto.randomUUID(), which browsers give only to secure
 * contexts (a site tried over plain http would fail to submit).
 */
export function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
