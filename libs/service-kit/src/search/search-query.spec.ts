import { describe, expect, it } from 'vitest';
import {
  type SearchDictionary,
  namedPlaces,
  parseQuery,
  searchWords,
  tsqueryText,
  widen,
} from './search-query.js';

const DICTIONARY: SearchDictionary = {
  synonyms: new Map([
    ['garde enfants', [['nounou']]],
    ['taxi', [['chauffeur', 'vtc']]],
  ]),
  places: namedPlaces([
    { name: 'Pikine', city: 'Pikine', latitude: 14.7547, longitude: -17.3944 },
    { name: 'Parcelles Assainies', city: 'Dakar', latitude: 14.7636, longitude: -17.4389 },
    { name: 'Plateau', city: 'Dakar', latitude: 14.6681, longitude: -17.4322 },
  ]),
};

describe('search query', () => {
  it('normalises words as the database does: lower-case, unaccented, ligatures spelt out', () => {
    expect(searchWords("Électricien à Thiès, Sacré-Cœur d'abord")).toEqual([
      'electricien',
      'a',
      'thies',
      'sacre',
      'coeur',
      'd',
      'abord',
    ]);
  });

  it('takes a named locality (even of two words) as the reference point, not as a word to find', () => {
    const parsed = parseQuery('coiffeuse Parcelles Assainies', DICTIONARY);

    expect(parsed.place).toEqual({ latitude: 14.7636, longitude: -17.4389 });
    expect(parsed.groups.map((group) => group.alternatives)).toEqual([[['coiffeuse']]]);
    expect(parsed.words).toEqual(['coiffeuse']);
  });

  it("keeps the text's words in their order, without the place and the stop words around them", () => {
    expect(parseQuery('Ndèye de Sarr à Pikine', DICTIONARY).words).toEqual(['ndeye', 'de', 'sarr']);
    expect(parseQuery("chez l'Électricien", DICTIONARY).words).toEqual(['electricien']);
  });

  it('keeps a locality named alone as the reference point with nothing else to match', () => {
    expect(parseQuery('à Pikine', DICTIONARY)).toEqual({
      groups: [],
      place: { latitude: 14.7547, longitude: -17.3944 },
      words: [],
    });
  });

  it('finds a town by its name at the centre of its localities', () => {
    expect(parseQuery('plombier Dakar', DICTIONARY).place).toEqual({
      latitude: (14.7636 + 14.6681) / 2,
      longitude: (-17.4389 + -17.4322) / 2,
    });
  });

  it('widens a phrase with its synonyms once the stop words are left out', () => {
    const parsed = parseQuery("Garde d'enfants", DICTIONARY);

    expect(parsed.groups).toEqual([
      { alternatives: [['garde', 'enfants'], ['nounou']], correctable: ['nounou'] },
    ]);
  });

  it('counts the nearest spelling of an unknown word as typed, the others of a known word only as near', () => {
    const { groups } = parseQuery('plombié couturier', DICTIONARY);
    const widened = widen(
      groups,
      new Map([
        ['plombie', { known: false, near: ['plombier', 'plombiers'] }],
        ['couturier', { known: true, near: ['couturiere'] }],
      ]),
    );

    expect(tsqueryText(widened.asTyped, '&')).toBe('(plombie | plombier) & (couturier)');
    expect(tsqueryText(widened.widened, '|', 'A')).toBe(
      '(plombie:A | plombier:A | plombiers:A) | (couturier:A | couturiere:A)',
    );
  });

  it('joins the words of an alternative: all are required', () => {
    const { groups } = parseQuery('taxi', DICTIONARY);

    expect(tsqueryText(groups, '&', 'AB')).toBe('(taxi:AB | chauffeur:AB & vtc:AB)');
  });
});
