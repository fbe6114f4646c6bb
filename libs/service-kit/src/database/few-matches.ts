/**
 * Up to this many rows matching a search are read through the search's indexes, then sorted;
 * with more, a page is read along the sort order's index, stopping at the page's end. Postgres
 * cannot choose on its own: its guess of a trigram LIKE's matches is often ten times too many, and
 * it then walked the whole created_at index for a search that matched 111 profiles in 100,000
 * (half a second instead of 15 ms). So the count comes first and decides.
 */
const FEW_MATCHES = 5_000;

/**
 * Whether the rows matching search `q`, counted `total`, should be materialised before sorting.
 * Without a search a page is always read along the sort order's index.
 */
export function readMatchesFirst(q: string | null | undefined, total: number): boolean {
  return Boolean(q) && total <= FEW_MATCHES;
}
