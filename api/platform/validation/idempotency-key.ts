import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { validationFailed } from '../errors';

/** A join form's `Idempotency-Key` and what it was sent with. */
export interface SubmissionKeyRequest {
  key: string;
  requestHash: string;
}

/** The SHA-256 of the endpoint and the body as parsed: the same form sent again hashes the same. */
function requestHash(endpoint: string, body: unknown): string {
  return createHash('sha256')
    .update(`${endpoint}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/** What a client may send as a key: a UUID, a random hex or base64url id, up to 100 characters. */
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * The request's `Idempotency-Key` header with the hash of what it came with, or undefined when there is none.
 * A malformed key is a 400: silently ignoring it would store a second lead on the retry it was meant to stop.
 */
export function idempotencyKeyOf(ctx: Context): SubmissionKeyRequest | undefined {
  const key = ctx.get('Idempotency-Key');
  if (key === '') return undefined;
  if (!KEY_FORMAT.test(key)) {
    throw validationFailed(
      {},
      'The Idempotency-Key header must be 8 to 100 letters, digits, dots, colons, dashes or underscores.',
    );
  }
  return { key, requestHash: requestHash(ctx.path.toLowerCase(), ctx.request.body) };
}
