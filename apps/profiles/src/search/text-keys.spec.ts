import { type SearchDictionary, namedPlaces, parseQuery } from '@liggeey/service-kit';
import { describe, expect, it } from 'vitest';
import { textKeys } from './text-keys.js';

const DICTIONARY: SearchDictionary = {
  synonyms: new Map([
    ['site internet', [['developpeur', 'web']]],
    ['baby sitter', [['nounou']]],
    ['taxi', [['chauffeur', 'vtc']]],
  ]),
  places: namedPlaces([{ name: 'Pikine', city: 'Pikine', latitude: 14.7547, longitude: -17.3944 }]),
};

const keysOf = (text: string) => textKeys(parseQuery(text, DICTIONARY));

describe('textKeys', () => {
  it("takes a synonym's trades as professions whose workers all match it", () => {
    expect(keysOf('Site Internet')).toEqual({
      fullName: 'site internet',
      tradeKeys: ['site internet', 'developpeur web'],
    });
    expect(keysOf('baby-sitter')).toEqual({ fullName: 'baby sitter', tradeKeys: ['baby sitter', 'nounou'] });
    expect(keysOf('taxi à Pikine')).toEqual({ fullName: null, tradeKeys: ['taxi', 'chauffeur vtc'] });
  });

  it('keeps a text of several things asked for whole: a trade of one of them is no match of the others', () => {
    expect(keysOf('taxi Diatta')).toEqual({ fullName: 'taxi diatta', tradeKeys: ['taxi diatta'] });
    expect(keysOf('Peintre en bâtiment')).toEqual({
      fullName: 'peintre en batiment',
      tradeKeys: ['peintre en batiment'],
    });
    expect(keysOf('El Hadji Malick Niang Diop')).toEqual({ fullName: null, tradeKeys: [] });
  });
});
