export { AI_SUGGESTION, JOB_BOOST as OFFER_BOOST, PROFILE_BOOST } from '@liggeey/contracts/paid-features';

/** Spec §9: the credits card lists the latest movements. */
export const HISTORY_SIZE = 10;

export const BUY_CREDITS_PATH = '/buy-credits';

/**
 * Spec §8 'Crédits insuffisants' descriptions: the offer boost's (§5), the one for a spend the server
 * refused, and the one for a balance already known to be short, when the redirect is immediate.
 */
export const OFFER_INSUFFICIENT_CREDITS = 'Veuillez recharger votre compte pour booster une offre.';
export const PROFILE_INSUFFICIENT_CREDITS = 'Achetez des crédits pour utiliser cette fonctionnalité.';
export const SHORT_BALANCE_REDIRECT = 'Vous allez être redirigé pour acheter des crédits.';
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
