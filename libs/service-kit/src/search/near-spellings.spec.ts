import { describe, expect, it, vi } from 'vitest';
import { NearSpellings } from './near-spellings.js';
import { parseQuery, spellingsOf, synonymExpansions } from './search-query.js';

const NO_DICTIONARY = { synonyms: new Map(), places: [] };

describe('spellingsOf', () => {
  it('marks a known word, keeps the near ones above the threshold, nearest first, three at most', () => {
    const spellings = spellingsOf(
      ['menusier', 'plombier'],
      [
        { typed: 'menusier', word: 'menuiserie', similarity: 0.52 },
        { typed: 'menusier', word: 'menuisier', similarity: 0.58 },
        { typed: 'menusier', word: 'mensuel', similarity: 0.3 },
        { typed: 'plombier', word: 'plombier', similarity: 1 },
        { typed: 'plombier', word: 'plombiers', similarity: 0.8 },
      ],
      0.5,
      3,
    );

    expect(spellings.get('menusier')).toEqual({ known: false, near: ['menuisier', 'menuiserie'] });
    expect(spellings.get('plombier')).toEqual({ known: true, near: ['plombiers'] });
  });

  it('reads the synonyms table as alternatives of words', () => {
    expect(
      synonymExpansions([
        { term: 'soins', expansion: 'infirmier' },
        { term: 'soins', expansion: 'aide soignant' },
      ]),
    ).toEqual(new Map([['soins', [['infirmier'], ['aide', 'soignant']]]]));
  });
});

describe('NearSpellings', () => {
  it('reads the vocabulary once per correctable word and reuses it', async () => {
    const read = vi.fn((words: string[]) =>
      Promise.resolve(words.map((typed) => ({ typed, word: `${typed}s`, similarity: 0.8 }))),
    );
    const spellings = new NearSpellings(read);

    const first = await spellings.of(parseQuery('chauffeur Thiès', NO_DICTIONARY).groups);
    const second = await spellings.of(parseQuery('chauffeur macon', NO_DICTIONARY).groups);

    expect(first.get('chauffeur')).toEqual({ known: false, near: ['chauffeurs'] });
    expect(second.get('macon')).toEqual({ known: false, near: ['macons'] });
    expect(read.mock.calls.map(([words]) => words)).toEqual([['chauffeur', 'thies'], ['macon']]);
  });
});
