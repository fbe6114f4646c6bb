const number = new Intl.NumberFormat('fr-FR');

/** '2 500 F CFA' (spec §9: currency F CFA). */
export function formatPrice(amount: number): string {
  return `${number.format(amount)} F CFA`;
}

export function formatCredits(credits: number): string {
  return `${number.format(credits)} crédits`;
}
