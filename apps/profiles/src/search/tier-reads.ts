import { storedOrderScan } from './worker-search.statements.js';

/**
 * How a tier of a search's text is read: in the stored order, looking at so many listed workers per
 * row it must find, or through its index.
 */
export type TierRead = number | 'index';

/** How many reads in the stored order a tier gets before the index is taken. */
const STORED_ORDER_READS = 2;

/** A longer read looks this many times farther than the rows already found say it must. */
const MARGIN = 2;

/**
 * The next read of a tier whose read in the stored order looked at `scan` listed workers and found
 * `found` of the `wanted` rows (fewer), this being its `reads`-th read. The rows found say how rare
 * the tier is in that order ('coiffeuse' under 5,000 F CFA: ten in 1,200 workers): it is read again
 * far enough for the page, unless that would look at as many workers as the planner expects the
 * search to match (`estimate`), all of which the index reads. None found: the index.
 */
export function nextTierRead(
  scan: number,
  found: number,
  wanted: number,
  estimate: number,
  reads: number,
): TierRead {
  if (found === 0 || reads >= STORED_ORDER_READS) return 'index';
  const perRow = (MARGIN * scan) / found;
  return storedOrderScan(wanted, perRow) < estimate ? perRow : 'index';
}
