import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf } from './cursor.js';

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('feed cursors', () => {
  it('decodes what it encodes, to the millisecond', () => {
    const createdAt = new Date('2026-11-22T10:15:30.123Z');
    expect(decodeCursor(encodeCursor({ createdAt, id: ID }))).toEqual({ createdAt, id: ID });
  });

  it('reads no cursor as the first page and refuses one it did not make', () => {
    expect(decodeCursor(null)).toBeNull();
    for (const forged of [
      'abc',
      Buffer.from(`pas-une-date|${ID}`).toString('base64url'),
      Buffer.from('2026-01-01T00:00:00Z|1').toString('base64url'),
    ]) {
      expect(() => decodeCursor(forged)).toThrow('Position de page invalide.');
    }
  });

  it('gives a next cursor only when a row beyond the page was read', () => {
    const rows = [1, 2, 3].map((n) => ({ id: `${n}`, created_at: new Date(Date.UTC(2026, 0, n)) }));
    const full = pageOf(rows, 2, (row) => row.id);
    expect(full.items).toEqual(['1', '2']);
    expect(Buffer.from(full.nextCursor ?? '', 'base64url').toString()).toBe('2026-01-02T00:00:00.000Z|2');
    expect(pageOf(rows, 3, (row) => row.id)).toEqual({ items: ['1', '2', '3'], nextCursor: null });
  });
});
