import { describe, expect, it } from 'vitest';
import { validationMessage } from '../common/validation-messages.fr.js';
import { JOB_REQUIRED_MESSAGE, jobInputSchema, jobSearchSchema } from './jobs.contracts.js';

const valid = {
  title: '  Électricien bâtiment ',
  category: 'BTP',
  contractType: 'Freelance / Mission',
  location: 'Thiès',
  salary: '',
  description: 'Installation électrique.',
};

describe('job contracts', () => {
  it('trims the fields and turns an empty salary into null', () => {
    expect(jobInputSchema.parse(valid)).toMatchObject({ title: 'Électricien bâtiment', salary: null });
  });

  it.each(['title', 'category', 'contractType', 'location', 'description'])(
    'asks for the missing %s in French',
    (field) => {
      const result = jobInputSchema.safeParse({ ...valid, [field]: ' ' });
      expect(result.success).toBe(false);
      if (!result.success) expect(validationMessage(result.error)).toBe(JOB_REQUIRED_MESSAGE);
    },
  );

  it('accepts only the spec’s categories and contract types, and bounds the lengths', () => {
    const category = jobInputSchema.safeParse({ ...valid, category: 'Informatique' });
    const contract = jobInputSchema.safeParse({ ...valid, contractType: 'Intérim' });
    const title = jobInputSchema.safeParse({ ...valid, title: 'x'.repeat(121) });
    expect(category.success || validationMessage(category.error)).toBe(
      'Veuillez choisir une catégorie de la liste.',
    );
    expect(contract.success || validationMessage(contract.error)).toBe(
      'Veuillez choisir un type de contrat de la liste.',
    );
    expect(title.success || validationMessage(title.error)).toBe(
      'Le titre ne doit pas dépasser 120 caractères.',
    );
  });

  it('pages the job board 20 at a time by default and 50 at most; blank filters are none', () => {
    expect(jobSearchSchema.parse({ q: '  ', location: 'Dakar' })).toEqual({
      q: null,
      category: null,
      contractType: null,
      location: 'Dakar',
      page: 1,
      pageSize: 20,
    });
    expect(jobSearchSchema.safeParse({ pageSize: 51 }).success).toBe(false);
  });
});
