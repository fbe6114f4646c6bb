import { describe, expect, it } from 'vitest';
import { containsNulCharacter } from './nul-characters.js';

describe('containsNulCharacter', () => {
  it('finds a NUL in a string at any depth', () => {
    expect(containsNulCharacter('a\u0000b')).toBe(true);
    expect(containsNulCharacter({ data: { input: { description: ['ok', 'x\u0000'] } } })).toBe(true);
  });

  it('lets every other text through, control characters, emoji and RTL included', () => {
    expect(
      containsNulCharacter({ a: 'ligne\nsuivante\ttab', b: ['😀', 'مرحبا', '\u0001'], c: 3, d: null }),
    ).toBe(false);
  });
});
