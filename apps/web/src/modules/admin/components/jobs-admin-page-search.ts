import { useEffect, useState } from 'react';

/** Wait after the last key before asking the server (spec §9 uses 300 ms for live searches). */
export const SEARCH_DELAY_MS = 300;

/**
 * The term the server-side admin lists (jobs, users) search for: the box's text, trimmed, once
 * typing pauses, so a slow connection is not sent one request per key.
 */
export function useServerSearch(search: string): string {
  const term = search.trim();
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term]);
  return settled;
}
