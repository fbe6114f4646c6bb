import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates the HTML pre-rendered at build time (and in that pre-render), true
 * afterwards and in any render made in the browser alone. What depends on the browser (stored
 * choices, the system's colour scheme) waits for it, so hydration finds the HTML it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
