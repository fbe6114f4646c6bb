import { describe, expect, it } from 'vitest';
import { isRecoveryCodeShape, newRecoveryCodes, normalizeCode, recoveryCodeHash } from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes ten different codes of the shape the sign-in accepts', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(isRecoveryCodeShape(normalizeCode(code))).toBe(true);
    }
  });

  it('reads a code typed with capitals, spaces or without its dash', () => {
    expect(normalizeCode(' K7M2Q - X9PTD ')).toBe('k7m2qx9ptd');
    expect(isRecoveryCodeShape('k7m2qx9ptd')).toBe(true);
    expect(isRecoveryCodeShape('123456')).toBe(false);
    expect(isRecoveryCodeShape('k7m2qx9pt0')).toBe(false);
  });

  it('hashes a code per account', () => {
    expect(recoveryCodeHash('a', 'k7m2qx9ptd')).not.toBe(recoveryCodeHash('b', 'k7m2qx9ptd'));
    expect(recoveryCodeHash('a', 'k7m2qx9ptd')).toMatch(/^[0-9a-f]{64}$/);
  });
});
