/** The currency of every payment: F CFA (West African CFA franc). */
export const PAYMENT_CURRENCY = 'XOF';

/** The spec's notices (§8) about paying for credits; zod-free, for the web app's bundle. */
export const PAYMENT_ERROR_TITLE = 'Erreur de paiement';
export const PAYMENT_START_FAILED_MESSAGE = 'Impossible de lancer le processus de paiement.';
export const PAYMENT_LINK_MISSING_MESSAGE = 'Lien de paiement non reçu.';
export const PAYMENT_FAILED_MESSAGE =
  "Le paiement a échoué ou a été annulé. Aucuns frais n'ont été appliqués.";
/** The spec (§9): /payment-confirmation shows its pending state this long before asking. */
export const PAYMENT_CONFIRMATION_WAIT_MS = 3_000;
