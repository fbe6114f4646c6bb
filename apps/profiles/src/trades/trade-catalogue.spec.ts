import { SIGNUP_PROFESSIONS, TRADE_CATEGORIES } from '@liggeey/contracts';
import { describe, expect, it } from 'vitest';
import { tradeCatalogue } from './trade-catalogue.js';
import { TRADES_CATALOGUE } from './trades.catalogue.js';

const trade = (name: string, category: string) => ({
  name,
  category,
  description: `${name} : description`,
  skills: ['A', 'B', 'C'],
  salaryMin: 100_000,
  salaryMax: 200_000,
});

describe('tradeCatalogue', () => {
  it('gives the six categories in order, empty ones included, trades in the given order', () => {
    const catalogue = tradeCatalogue(
      [
        trade('Plombier', 'Artisanat'),
        trade('Couturier', 'Artisanat'),
        trade('Livreur', 'Transport & Logistique'),
      ],
      new Map(),
    );

    expect(catalogue.map((category) => category.name)).toEqual([...TRADE_CATEGORIES]);
    expect(catalogue[0]?.trades.map((t) => t.name)).toEqual(['Plombier', 'Couturier']);
    expect(catalogue[3]?.trades.map((t) => t.name)).toEqual(['Livreur']);
    expect(catalogue[1]?.trades).toEqual([]);
  });

  it('adds up the workers of every spelling of the name, and only those', () => {
    const [artisanat] = tradeCatalogue(
      [trade('Électricien', 'Artisanat'), trade('Plombier', 'Artisanat')],
      new Map([
        ['Électricien', 2],
        ['électricien', 1],
        ['ÉLECTRICIEN', 4],
        ['Electricien', 8],
      ]),
    );

    expect(artisanat?.trades.map((t) => [t.name, t.workerCount])).toEqual([
      ['Électricien', 7],
      ['Plombier', 0],
    ]);
  });

  it('leaves out a trade whose category is not one of the six', () => {
    const catalogue = tradeCatalogue([trade('Astronaute', 'Espace')], new Map());
    expect(catalogue.flatMap((category) => category.trades)).toEqual([]);
  });
});

describe('the seeded catalogue', () => {
  it('covers the 24 sign-up professions of spec §9, each described, with 3 to 5 skills and a pay range', () => {
    expect(TRADES_CATALOGUE.map((t) => t.name).sort()).toEqual([...SIGNUP_PROFESSIONS].sort());
    for (const t of TRADES_CATALOGUE) {
      expect(TRADE_CATEGORIES).toContain(t.category);
      expect(t.description.length).toBeGreaterThan(40);
      expect(t.skills.length).toBeGreaterThanOrEqual(3);
      expect(t.skills.length).toBeLessThanOrEqual(5);
      expect(t.salaryMin).toBeGreaterThan(0);
      expect(t.salaryMax).toBeGreaterThan(t.salaryMin);
    }
    for (const category of TRADE_CATEGORIES) {
      expect(TRADES_CATALOGUE.some((t) => t.category === category)).toBe(true);
    }
  });

  it('keeps the spec’s sample pay ranges', () => {
    const pay = (name: string) => TRADES_CATALOGUE.find((t) => t.name === name);
    expect(pay('Ménagère')).toMatchObject({ salaryMin: 80_000, salaryMax: 200_000 });
    expect(pay('Développeur Web')).toMatchObject({ salaryMin: 400_000, salaryMax: 1_500_000 });
  });
});
