import { describe, expect, it } from 'vitest';
import { newsletterEmail } from './newsletter-email.js';

describe('newsletterEmail', () => {
  it('trims and lower-cases the address', () => {
    expect(newsletterEmail('  Moussa.Diop@Exemple.SN ')).toBe('moussa.diop@exemple.sn');
  });

  it.each(['', '   ', 'moussa', 'moussa@exemple', 'moussa diop@exemple.sn', 'moussa@@exemple.sn'])(
    'refuses %j with the spec message',
    (email) => {
      expect(() => newsletterEmail(email)).toThrow(
        expect.objectContaining({
          code: 'VALIDATION_FAILED',
          message: 'Veuillez saisir une adresse e-mail valide.',
          details: { field: 'email' },
        }),
      );
    },
  );
});
