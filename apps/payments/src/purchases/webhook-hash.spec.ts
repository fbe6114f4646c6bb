import { describe, expect, it } from 'vitest';
import { webhookHashMatches } from './webhook-hash.js';

describe('webhookHashMatches', () => {
  it('accepts only the exact configured hash', () => {
    expect(webhookHashMatches('secret-hash-1', 'secret-hash-1')).toBe(true);
    expect(webhookHashMatches('secret-hash-2', 'secret-hash-1')).toBe(false);
    expect(webhookHashMatches('secret-hash-1 ', 'secret-hash-1')).toBe(false);
    expect(webhookHashMatches('', 'secret-hash-1')).toBe(false);
    expect(webhookHashMatches(null, 'secret-hash-1')).toBe(false);
  });
});
