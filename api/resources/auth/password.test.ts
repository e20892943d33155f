import { expect, test } from 'vitest';
import {
  hashPassword,
  passwordProblem,
  SCRYPT_PARAMS,
  scryptParamsFor,
  verifyAgainstDummy,
  verifyPassword,
} from './password';

test('a hash carries its parameters and a fresh salt, and verifies only its own password', async () => {
  const [first, second] = await Promise.all([
    hashPassword('correct horse battery'),
    hashPassword('correct horse battery'),
  ]);
  expect(first).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
  expect(second).not.toBe(first);
  expect(await verifyPassword('correct horse battery', first)).toBe(true);
  expect(await verifyPassword('correct horse batterY', first)).toBe(false);
  expect(await verifyPassword('', first)).toBe(false);
});

test('a live site hashes with N=2^15 whatever its NODE_ENV; only the test runner uses 2^10', () => {
  for (const nodeEnv of ['production', 'development', undefined, '', 'staging', 'TEST']) {
    expect(scryptParamsFor(nodeEnv)).toEqual({ N: 2 ** 15, r: 8, p: 1 });
  }
  expect(scryptParamsFor('test')).toEqual({ N: 2 ** 10, r: 8, p: 1 });
  expect(SCRYPT_PARAMS).toEqual(scryptParamsFor('test'));
});

test('a hash made with other parameters still verifies (they are read from the hash)', async () => {
  const hash = await hashPassword('a long passphrase');
  const [, , , , salt] = hash.split('$');
  const { scryptSync } = await import('node:crypto');
  const older = `scrypt$16384$8$1$${salt}$${scryptSync('a long passphrase', Buffer.from(salt, 'base64url'), 32, { N: 16384, r: 8, p: 1 }).toString('base64url')}`;
  expect(await verifyPassword('a long passphrase', older)).toBe(true);
});

test.each(['', 'bcrypt$x', 'scrypt$a$b$c$d$e', 'scrypt$16384$8$1$$', 'scrypt$16384$8$1$c2FsdA$c2hvcnQ'])(
  'a malformed hash %j never matches',
  async (stored) => {
    expect(await verifyPassword('anything at all', stored)).toBe(false);
  },
);

test('the same password in composed and decomposed Unicode is one password', async () => {
  const hash = await hashPassword('Kwam\u00e9 Nkrumah 1957');
  expect(await verifyPassword('Kwame\u0301 Nkrumah 1957', hash)).toBe(true);
});

test('the dummy check never matches and does the work of a real one', async () => {
  expect(await verifyAgainstDummy('not-a-real-password-just-timing')).toBe(false);
  expect(await verifyAgainstDummy('')).toBe(false);
});

test('passwords need 10 to 256 characters, counted as characters', () => {
  expect(passwordProblem('123456789')).toBe('Please choose a password of at least 10 characters.');
  expect(passwordProblem('1234567890')).toBeNull();
  expect(passwordProblem('🔑'.repeat(10))).toBeNull();
  expect(passwordProblem('x'.repeat(256))).toBeNull();
  expect(passwordProblem('x'.repeat(257))).toBe('Please keep the password under 257 characters.');
});
