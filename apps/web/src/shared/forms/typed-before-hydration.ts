import { useEffect } from 'react';

/**
 * What a visitor typed in a pre-rendered field (vite-plugins/prerender.ts) before React took the
 * page over: React's state knows nothing of it, and the field's next render would wipe it.
 */
function typedBeforeHydration(elementId: string): string {
  const element = document.getElementById(elementId);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
}

/** Once hydrated, `take` gets what was typed meanwhile in the element `elementId`, if anything. */
export function useTypedBeforeHydration(elementId: string, take: (typed: string) => void): void {
  useEffect(() => {
    const typed = typedBeforeHydration(elementId);
    if (typed !== '') take(typed);
  }, [elementId, take]);
}
