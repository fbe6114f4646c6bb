import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze.js';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays', () => {
    const page = deepFreeze({ items: [{ tags: ['a'] }] });

    expect(Object.isFrozen(page.items)).toBe(true);
    expect(Object.isFrozen(page.items[0])).toBe(true);
    expect(Object.isFrozen(page.items[0]?.tags)).toBe(true);
  });
});
