import { describe, expect, it } from 'vitest';
import { formatInteger } from './integer';

describe('formatInteger', () => {
  const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

  it.each([0, 7, 999, 1_000, 12_345, 80_000, 200_000, 1_234_567, 1_000_000_000, -1, -1_234, -987_654_321])(
    'writes %d as Intl.NumberFormat("fr-FR") does',
    (value) => {
      expect(formatInteger(value)).toBe(intl.format(value));
    },
  );

  it('rounds as the price formatter did', () => {
    expect(formatInteger(1_234.4)).toBe('1\u202f234');
    expect(formatInteger(1_234.6)).toBe('1\u202f235');
  });
});
