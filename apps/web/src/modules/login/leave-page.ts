/** A full navigation out of the app (tests replace it: jsdom cannot change its location). */
export function leavePage(url: string): void {
  window.location.assign(url);
}
