import { createHash } from 'node:crypto';
import { Secret } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '#contract/second-factor/second-factor-api';

/**
 * Recovery codes: 80 random bits each (16 base32 characters, shown as xxxx-xxxx-xxxx-xxxx). Stored as plain
 * SHA-256, without a salt or a slow hash: those protect guessable secrets such as passwords, and guessing one of
 * 2^80 values is out of reach at any hashing speed, so a copy of the table reveals no code. The fast hash also
 * lets a code be found by its hash in one indexed query.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    new Secret({ size: 10 }).base32.toLowerCase().match(/.{4}/g)!.join('-'),
  );
}

/**
 * A typed code as it is hashed: lowercase, without dashes or spaces. Base32 has no 0, 1 or 8, so those are the
 * letters o, l and b read wrongly from a printout.
 */
export function normalisedRecoveryCode(code: string): string {
  return code
    .toLowerCase()
    .replaceAll('0', 'o')
    .replaceAll('1', 'l')
    .replaceAll('8', 'b')
    .replace(/[^a-z2-7]/g, '');
}

export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalisedRecoveryCode(code)).digest('hex');
}
