import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatInteger } from '../../../shared/format/integer';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { PlainDialog } from '../../../shared/ui/plain-dialog';
import ui from '../../../shared/ui/plain-ui.module.css';
import { CREDITS_KEY } from '../../credits/credits-cache';
import { useCreditBalance } from '../../credits/use-credit-balance';
import { noticeOnTheWayToLogin } from '../../login/login-notice';
import { BuyProductMutation } from '../graphql/store.graphql';
import {
  ALREADY_PURCHASED,
  purchaseSucceeded,
  type PurchaseNotices,
  TRANSACTION_FAILED,
} from '../store-notices';

export interface BuyDialogProps {
  product: { id: string; name: string; creditsPrice: number };
  notices: PurchaseNotices;
  onClose: () => void;
}

/** Spec §4's purchase confirmation: the price, the balance before and after, then the purchase. */
export function BuyDialog({ product, notices, onClose }: BuyDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const balance = useCreditBalance();
  // One key for the dialog's lifetime: a double click or a retry after a lost answer spends once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const short = balance.data !== undefined && balance.data < product.creditsPrice;

  const insufficient = () => {
    toast(notices.insufficient);
    onClose();
    void navigate('/buy-credits');
  };

  const buy = useMutation({
    mutationFn: async () =>
      (await graphqlRequest(BuyProductMutation, { productId: product.id, idempotencyKey })).buyProduct,
    onSuccess: (result) => {
      toast(
        result.status === 'purchased'
          ? purchaseSucceeded(product.creditsPrice, product.name)
          : ALREADY_PURCHASED,
      );
      onClose();
      void queryClient.invalidateQueries({ queryKey: ['store'] });
    },
    onError: (error) => {
      if (
        error instanceof GraphQLRequestError &&
        error.code === 'CONFLICT' &&
        error.message === 'Crédits insuffisants'
      ) {
        insufficient();
        return;
      }
      if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') {
        noticeOnTheWayToLogin(notices.signIn);
        onClose();
        void navigate('/login');
        return;
      }
      failureToast(error, { title: TRANSACTION_FAILED.title, fallback: TRANSACTION_FAILED.description });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
  });

  return (
    <PlainDialog
      title="Confirmer l'achat"
      onClose={onClose}
      actions={
        <>
          <button type="button" className={ui.button} onClick={onClose}>
            Annuler
          </button>
          <button
            type="button"
            className={ui.primaryButton}
            aria-busy={buy.isPending}
            onClick={() => {
              if (short) insufficient();
              else if (!buy.isPending) buy.mutate();
            }}
          >
            {buy.isPending ? 'Traitement...' : "Finaliser l'achat"}
          </button>
        </>
      }
    >
      <p className={ui.paragraph}>
        <strong>{product.name}</strong>
      </p>
      <p className={ui.paragraph}>Prix : {formatInteger(product.creditsPrice)} crédits</p>
      {balance.data !== undefined && (
        <>
          <p className={ui.paragraph}>Solde actuel : {formatInteger(balance.data)} crédits</p>
          <p className={ui.paragraph}>
            <strong>
              Solde après l&apos;achat : {formatInteger(balance.data - product.creditsPrice)} crédits
            </strong>
          </p>
        </>
      )}
    </PlainDialog>
  );
}
