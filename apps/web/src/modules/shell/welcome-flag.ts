/** Spec §2: set once a visitor has closed the welcome dialog, so it opens only on a first visit. */
export const HAS_VISITED_KEY = 'liggeey.hasVisited';

export function hasVisited(): boolean {
  try {
    return localStorage.getItem(HAS_VISITED_KEY) === 'true';
  } catch {
    // Without storage the dialog would open on every page: treat the visitor as known instead.
    return true;
  }
}

export function markVisited(): void {
  try {
    localStorage.setItem(HAS_VISITED_KEY, 'true');
  } catch {
    // Nothing to remember with; the dialog is closed for this page anyway.
  }
}
