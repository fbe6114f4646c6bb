import { describe, expect, it } from 'vitest';
import { nextTierRead } from './tier-reads.js';
import { STORED_ORDER_SCAN_PER_ROW, storedOrderScan } from './worker-search.statements.js';

describe('nextTierRead', () => {
  const firstScan = storedOrderScan(12);

  it('reads a tier again in the stored order, twice as far as the rows found say, when that is short of the matches', () => {
    // Ten of twelve in the first 1,200 workers: one in 120, so 240 per row wanted (2,880 workers),
    // read as far as the next of the few scans written into the statements.
    const next = nextTierRead(firstScan, 10, 12, 16_000, 1);

    expect(firstScan).toBe(1_200);
    expect(next).toBe((2 * firstScan) / 10);
    expect(storedOrderScan(12, next as number)).toBe(4_800);
    expect(storedOrderScan(24)).toBe(2_400);
    expect(next).toBeGreaterThan(STORED_ORDER_SCAN_PER_ROW);
  });

  it('takes the index when the read found nothing, or would look at as many workers as the search matches', () => {
    expect(nextTierRead(firstScan, 0, 12, 500_000, 1)).toBe('index');
    // Two of twelve: 14,400 workers (19,200 as read) to look at for a search expected to match 5,000.
    expect(nextTierRead(firstScan, 2, 12, 5_000, 1)).toBe('index');
  });

  it('takes the index after a second short read', () => {
    expect(nextTierRead(2_880, 11, 12, 16_000, 2)).toBe('index');
  });
});
