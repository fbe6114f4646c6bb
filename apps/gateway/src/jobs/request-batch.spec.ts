import { describe, expect, it } from 'vitest';
import { RequestBatch } from './request-batch.js';

describe('RequestBatch', () => {
  it('loads the keys asked in one pass with one call per chunk, and each key once', async () => {
    const calls: string[][] = [];
    const batch = new RequestBatch((keys) => {
      calls.push(keys);
      return Promise.resolve(
        new Map(keys.filter((key) => key !== 'absent').map((key) => [key, key.toUpperCase()])),
      );
    }, 2);

    const values = await Promise.all(['a', 'b', 'a', 'c', 'absent'].map((key) => batch.load(key)));

    expect(values).toEqual(['A', 'B', 'A', 'C', undefined]);
    expect(calls).toEqual([
      ['a', 'b'],
      ['c', 'absent'],
    ]);
    expect(await batch.load('b')).toBe('B');
    expect(calls).toHaveLength(2);
  });

  it('starts a new call for keys asked after the first batch left', async () => {
    const calls: string[][] = [];
    const batch = new RequestBatch((keys) => {
      calls.push(keys);
      return Promise.resolve(new Map(keys.map((key) => [key, key.length])));
    }, 100);

    expect(await batch.load('un')).toBe(2);
    expect(await batch.load('trois')).toBe(5);
    expect(calls).toEqual([['un'], ['trois']]);
  });
});
