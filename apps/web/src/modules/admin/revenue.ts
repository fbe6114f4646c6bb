/** Backoffice §2 and §9: revenue is also shown in euros, at the fixed rate of the F CFA to the euro. */
export const XOF_PER_EUR = 655.957;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const francs = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** '1 234,57 €' (two decimals). */
export function formatRevenueEur(xof: number): string {
  return euros.format(xof / XOF_PER_EUR);
}

/** '810 000 F CFA'. */
export function formatRevenueXof(xof: number): string {
  return `${francs.format(xof)} F CFA`;
}
