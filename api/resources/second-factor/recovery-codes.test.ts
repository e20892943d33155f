import { describe, expect, test } from 'vitest';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  test('ten different codes of 80 bits, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(recoveryCodeHash('lobo-aaaa-bbbb-cccc')).toBe(recoveryCodeHash(' 1O8O AAAA BBBB CCCC '));
    expect(recoveryCodeHash('lobo-aaaa-bbbb-cccc')).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash('lobo-aaaa-bbbb-cccc')).not.toBe(recoveryCodeHash('lobo-aaaa-bbbb-cccd'));
  });
});
