/**
 * A whole number written as `Intl.NumberFormat('fr-FR')` writes it: digits grouped by three with a
 * narrow no-break space ('80 000'). Written by hand for the public pages because the first Intl
 * formatter a page makes loads ICU's French data, about 70 ms of main thread on a 4×-slowed phone,
 * while the page is still starting.
 */
export function formatInteger(value: number): string {
  const rounded = Math.round(value);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return rounded < 0 ? `-${digits}` : digits;
}
