/** Spec §2: set once a visitor has closed the welcome dialog, so it opens only on a first visit. */
export const HAS_VISITED_KEY = 'liggeey.hasVisited';

export function markVisited(): void {
  try {
    localStorage.setItem(HAS_VISITED_KEY, 'true');
  } catch {
    // Nothing to remember with; the dialog is closed for this page anyway.
  }
}
