import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

const KEY = 'a-test-secret-of-at-least-32-characters';
const ALICE = '0b6f5a52-1f0e-4c1e-9d56-2a8f0c1d7e01';
const BOB = '5c3e7f10-8a2b-4d6c-b1e2-93f4a5b6c7d8';

describe('SecretBox', () => {
  const box = new SecretBox(KEY);

  it('opens what it sealed for the same account, and the secret does not show', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', ALICE);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, ALICE)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', ALICE)).not.toBe(sealed);
  });

  it('opens nothing sealed for another account, with another key, or altered', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', ALICE);
    expect(box.open(sealed, BOB)).toBeNull();
    expect(new SecretBox('another-secret-of-at-least-32-chars!').open(sealed, ALICE)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    // Another first character (the body may already start with 'A').
    const altered = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`;
    expect(box.open([version, iv, tag, altered].join('.'), ALICE)).toBeNull();
    expect(box.open('garbage', ALICE)).toBeNull();
  });
});
