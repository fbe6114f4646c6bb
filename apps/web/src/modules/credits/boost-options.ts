/** Spec §9: boosting an offer costs 100 credits for 7 days, a profile 50 credits for 7 days. */
export const OFFER_BOOST = { credits: 100, days: 7 } as const;
export const PROFILE_BOOST = { credits: 50, days: 7 } as const;

/** Spec §9: the credits card lists the latest movements. */
export const HISTORY_SIZE = 10;

export const BUY_CREDITS_PATH = '/buy-credits';

/** Spec §8 'Crédits insuffisants' descriptions: the offer boost's (§5) and the generic one. */
export const OFFER_INSUFFICIENT_CREDITS = 'Veuillez recharger votre compte pour booster une offre.';
export const PROFILE_INSUFFICIENT_CREDITS = 'Achetez des crédits pour utiliser cette fonctionnalité.';
export const INSUFFICIENT_CREDITS_TITLE = 'Crédits insuffisants';

const signedFormat = new Intl.NumberFormat('fr-FR', { signDisplay: 'exceptZero' });
const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

/** '+500 crédits', '−100 crédits'. */
export function formatCreditAmount(amount: number): string {
  return `${signedFormat.format(amount)} crédit${Math.abs(amount) > 1 ? 's' : ''}`;
}

export function formatTransactionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
