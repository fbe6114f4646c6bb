import { DomainException } from '@liggeey/service-kit';
import { describe, expect, it } from 'vitest';
import { validContactMessage } from './contact-input.js';

const VALID = {
  name: '  Awa Ndiaye ',
  email: ' awa.ndiaye@exemple.sn ',
  subject: ' Question ',
  message: ' Bonjour, comment publier une offre ? ',
};

function failure(input: typeof VALID): { code: string; message: string; details?: unknown } {
  try {
    validContactMessage(input);
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('validContactMessage', () => {
  it('trims every field', () => {
    expect(validContactMessage(VALID)).toEqual({
      name: 'Awa Ndiaye',
      email: 'awa.ndiaye@exemple.sn',
      subject: 'Question',
      message: 'Bonjour, comment publier une offre ?',
    });
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s, blanks included', (field) => {
    expect(failure({ ...VALID, [field]: '   ' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Veuillez remplir tous les champs.',
      details: { field },
    });
  });

  it.each(['awa', 'awa@exemple', 'awa ndiaye@exemple.sn', '@exemple.sn'])(
    'refuses the address %s',
    (email) => {
      expect(failure({ ...VALID, email })).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Veuillez saisir une adresse e-mail valide.',
        details: { field: 'email' },
      });
    },
  );

  it('bounds the lengths, counting the trimmed text', () => {
    expect(validContactMessage({ ...VALID, name: ` ${'a'.repeat(120)} ` }).name).toHaveLength(120);
    expect(failure({ ...VALID, name: 'a'.repeat(121) })).toMatchObject({ details: { field: 'name' } });
    expect(failure({ ...VALID, subject: 'a'.repeat(201) })).toMatchObject({ details: { field: 'subject' } });
    expect(failure({ ...VALID, message: 'a'.repeat(5001) })).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Le message ne doit pas dépasser 5000 caractères.',
      details: { field: 'message' },
    });
  });
});
