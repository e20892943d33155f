import type { Context } from 'koa';
import { validationFailed } from '../errors';
import { requestHash, type SubmissionKeyRequest } from '../resources/leads/submission-keys';

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
    throw validationFailed({}, 'The Idempotency-Key header must be 8 to 100 letters, digits, dots, colons, dashes or underscores.');
  }
  return { key, requestHash: requestHash(ctx.path.toLowerCase(), ctx.request.body) };
}
