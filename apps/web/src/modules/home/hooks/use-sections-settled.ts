import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Past this, the sections show even if a request is still running (a slow retry). */
const SETTLE_TIMEOUT_MS = 4_000;

/**
 * True once the queries started under it have all answered (or failed): their first fetch began
 * and nothing is fetching any more, or the timeout passed.
 */
export function useSectionsSettled(): boolean {
  const fetching = useIsFetching();
  const [started, setStarted] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  // Noted during render (React's pattern for state derived from a changing value).
  if (fetching > 0 && !started) setStarted(true);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), SETTLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return timedOut || (started && fetching === 0);
}
