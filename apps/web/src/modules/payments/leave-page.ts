/** Hands the tab over to another site (the provider's hosted checkout). */
export function leavePage(url: string): void {
  window.location.assign(url);
}
