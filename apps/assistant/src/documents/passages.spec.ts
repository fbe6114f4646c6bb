import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from './passages.js';

describe('splitIntoPassages', () => {
  it('cuts long text into overlapping passages that cover every word', () => {
    const words = Array.from({ length: 450 }, (_, i) => `mot${i}`);
    const passages = splitIntoPassages(words.join(' \n '), 200, 40);

    expect(passages.map((p) => p.split(' ').length)).toEqual([200, 200, 130]);
    expect(passages[1]?.startsWith('mot160 ')).toBe(true);
    expect(passages[2]?.endsWith('mot449')).toBe(true);
  });

  it('keeps a short text whole and gives nothing for blank text', () => {
    expect(splitIntoPassages('Bonjour  Dakar')).toEqual(['Bonjour Dakar']);
    expect(splitIntoPassages(' \n\t ')).toEqual([]);
  });
});
