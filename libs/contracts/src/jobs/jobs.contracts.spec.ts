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
      salaryMin: null,
      salaryMax: null,
      postedWithin: null,
      page: 1,
      pageSize: 20,
    });
    expect(jobSearchSchema.safeParse({ pageSize: 51 }).success).toBe(false);
  });

  it('takes a salary range low to high in whole F CFA, and a period from the list', () => {
    expect(
      jobSearchSchema.parse({ salaryMin: 100_000, salaryMax: 100_000, postedWithin: 'WEEK' }),
    ).toMatchObject({
      salaryMin: 100_000,
      salaryMax: 100_000,
      postedWithin: 'WEEK',
    });
    const refusal = (input: Record<string, unknown>) =>
      jobSearchSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(refusal({ salaryMin: 200_000, salaryMax: 100_000 })).toEqual([
      'Le salaire minimum doit être inférieur ou égal au salaire maximum.',
    ]);
    expect(refusal({ salaryMax: 1.5 })).toEqual(['Le salaire doit être un nombre entier de F CFA.']);
    expect(refusal({ salaryMin: 100_000_001 })).toEqual([
      'Le salaire doit être compris entre 0 et 100 000 000 F CFA.',
    ]);
    expect(refusal({ postedWithin: 'YEAR' })).toEqual(['Veuillez choisir une période de la liste.']);
  });
});
