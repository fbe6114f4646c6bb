import { startTransition, useEffect, useState } from 'react';

/**
 * False until the first render has been painted, then true. Content below the fold (and the code
 * it lazily loads) waits for it, so a slow phone downloads first what it shows first. It renders
 * as a transition, in slices that leave the phone free to answer a tap.
 */
export function useAfterFirstScreen(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setShown(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return shown;
}
