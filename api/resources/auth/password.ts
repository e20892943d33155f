import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { ADMIN_ACCOUNT_RULES } from '#contract/admin-users/admin-users-api';

/**
 * scrypt with N=2^15, r=8, p=1 costs about 110 ms and 32 MB here (measured: 2^14 was 70 ms,
 * 2^16 230 ms): slow enough to make guessing a stolen hash expensive, quick enough for a sign-in.
 * The parameters are stored with each hash, so raising them later keeps old hashes working.
 *
 * Under the test runner (NODE_ENV=test, which Vitest sets) new hashes use N=2^10, as Devise and
 * Django do in tests: the suite checks what the code does with hashes, not what one costs, and at
 * 2^15 its hundreds of sign-ins were a large share of its CPU time. Every other NODE_ENV gets 2^15.
 */
export function scryptParamsFor(nodeEnv: string | undefined): { readonly N: number; readonly r: 8; readonly p: 1 } {
  return { N: nodeEnv === 'test' ? 2 ** 10 : 2 ** 15, r: 8, p: 1 };
}

export const SCRYPT_PARAMS = scryptParamsFor(process.env.NODE_ENV);
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Node's default cap (32 MB) is just below what N=2^15, r=8 needs (128 * N * r bytes plus a little).
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Why a password is refused, or null when it is acceptable. Length counts characters, not bytes. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  const { passwordMinLength: min, passwordMaxLength: max } = ADMIN_ACCOUNT_RULES;
  if (length < min) return `Please choose a password of at least ${min} characters.`;
  if (length > max) return `Please keep the password under ${max + 1} characters.`;
  return null;
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, SCRYPT_PARAMS);
  return [
    'scrypt',
    SCRYPT_PARAMS.N,
    SCRYPT_PARAMS.r,
    SCRYPT_PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether the password matches the stored hash; a malformed hash never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText, ...rest] = stored.split('$');
  const [N, R, P] = [n, r, p].map(Number);
  if (scheme !== 'scrypt' || rest.length > 0 || ![N, R, P].every(Number.isSafeInteger) || !saltText || !keyText)
    return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), expected.length, { N, r: R, p: P });
  return timingSafeEqual(actual, expected);
}

/**
 * A hash with today's parameters that no password matches (its key is not derived from anything):
 * checking against it costs what a real check costs.
 */
const DUMMY_HASH = [
  'scrypt',
  SCRYPT_PARAMS.N,
  SCRYPT_PARAMS.r,
  SCRYPT_PARAMS.p,
  'FO1INigqkAgivgK8xImAoQ',
  'KrRr4V6TcEIlCsbjDCijQgHQub5NdcyNV2aDBpEvKFU',
].join('$');

/**
 * Spends the time a real check would for a username that does not exist, so the answer's timing
 * does not tell which usernames do.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
