const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/**
 * A day written as `toLocaleDateString('fr-FR', { dateStyle: 'long' })` writes it ('1 décembre
 * 2026', in the device's time zone). Written by hand for the public pages: each such call builds an
 * Intl formatter, and the first one loads ICU's French data, over 100 ms of main thread for a few
 * article cards on a 4×-slowed phone.
 */
export function formatLongDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
