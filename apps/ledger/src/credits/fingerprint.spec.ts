import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint.js';

describe('fingerprint', () => {
  it('ignores the order of keys, at every depth', () => {
    expect(fingerprint({ a: 1, b: { x: 'y', z: [1, 2] } })).toBe(
      fingerprint({ b: { z: [1, 2], x: 'y' }, a: 1 }),
    );
  });

  it('changes with any parameter', () => {
    const base = { kind: 'spend', amount: 10, description: 'Achat', metadata: {} };
    expect(fingerprint(base)).not.toBe(fingerprint({ ...base, amount: 11 }));
    expect(fingerprint(base)).not.toBe(fingerprint({ ...base, metadata: { productId: 'p' } }));
  });

  it('treats an absent value like undefined, not like null', () => {
    expect(fingerprint({ a: 1, b: undefined })).toBe(fingerprint({ a: 1 }));
    expect(fingerprint({ a: 1, b: null })).not.toBe(fingerprint({ a: 1 }));
  });
});
