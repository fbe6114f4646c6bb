import type { ToastOptions } from '../../shared/notifications/toast';

/** Spec §8 notices of the store, word for word. */
export const SIGN_IN_TO_BUY: ToastOptions = {
  variant: 'destructive',
  title: 'Connexion requise',
  description: 'Veuillez vous connecter pour acheter.',
};
export const INSUFFICIENT_CREDITS: ToastOptions = {
  variant: 'destructive',
  title: 'Crédits insuffisants',
  description: 'Veuillez recharger votre compte.',
};

/** The same notices as the store list words them (spec §8: 'in the list', 'shop'). */
export const LIST_NOTICES = {
  signIn: { ...SIGN_IN_TO_BUY, description: 'Vous devez être connecté pour acheter un produit.' },
  insufficient: { ...INSUFFICIENT_CREDITS, description: 'Veuillez recharger votre compte pour continuer.' },
} satisfies Record<string, ToastOptions>;

export const PAGE_NOTICES = { signIn: SIGN_IN_TO_BUY, insufficient: INSUFFICIENT_CREDITS };

export type PurchaseNotices = typeof PAGE_NOTICES;
export const TRANSACTION_FAILED = {
  title: 'Erreur de transaction',
  description: "Votre solde n'a pas pu être mis à jour.",
};
export const PRODUCT_LOAD_FAILED: ToastOptions = {
  variant: 'destructive',
  title: 'Erreur',
  description: 'Impossible de récupérer les informations du produit.',
};

/** Spec §8 success: 'Achat réussi !' with the spend's text ('{n} crédits ont été dépensés pour : {description}.'). */
export function purchaseSucceeded(credits: number, productName: string): ToastOptions {
  return {
    title: 'Achat réussi !',
    description: `${credits} crédits ont été dépensés pour : Achat : ${productName}.`,
  };
}

export const ALREADY_PURCHASED: ToastOptions = {
  title: 'Produit déjà acheté',
  description: 'Vous pouvez le télécharger.',
};
