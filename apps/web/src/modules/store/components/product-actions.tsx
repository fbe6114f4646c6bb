import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatInteger } from '../../../shared/format/integer';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { CREDITS_KEY } from '../../credits/credits-cache';
import { useCreditBalance } from '../../credits/use-credit-balance';
import { noticeOnTheWayToLogin } from '../../login/login-notice';
import { useSession } from '../../session/hooks/use-session';
import { DownloadError, downloadFile } from '../../../shared/downloads/download-file';
import { BuyProductMutation } from '../graphql/store.graphql';
import {
  ALREADY_PURCHASED,
  PAGE_NOTICES,
  purchaseSucceeded,
  type PurchaseNotices,
  TRANSACTION_FAILED,
} from '../store-notices';

interface ProductActionsProps {
  product: { id: string; name: string; creditsPrice: number; purchased: boolean; hasFile: boolean };
  signedIn: boolean;
  /** The product page's wording by default; the store list has its own (spec §8). */
  notices?: PurchaseNotices;
  size?: 'middle' | 'large';
}

/** Spec §4: 'Acheter' (confirm dialog) until bought, then 'Télécharger', from the real entitlement. */
export function ProductActions({
  product,
  signedIn,
  notices = PAGE_NOTICES,
  size = 'large',
}: ProductActionsProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  if (product.purchased) return <DownloadButton product={product} size={size} />;

  const start = () => {
    if (!signedIn) {
      noticeOnTheWayToLogin(notices.signIn);
      void navigate('/login');
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button type="primary" size={size} onClick={start}>
        Acheter
      </Button>
      {/* Mounted while open only: each opening gets its own idempotency key. */}
      {open && <BuyDialog product={product} notices={notices} onClose={() => setOpen(false)} />}
    </>
  );
}

interface BuyDialogProps {
  product: ProductActionsProps['product'];
  notices: PurchaseNotices;
  onClose: () => void;
}

function BuyDialog({ product, notices, onClose }: BuyDialogProps) {
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
    <Modal
      open
      title="Confirmer l'achat"
      okText={buy.isPending ? 'Traitement...' : "Finaliser l'achat"}
      cancelText="Annuler"
      confirmLoading={buy.isPending}
      onOk={() => {
        if (short) insufficient();
        else if (!buy.isPending) buy.mutate();
      }}
      onCancel={onClose}
    >
      <Typography.Paragraph strong>{product.name}</Typography.Paragraph>
      <Typography.Paragraph>Prix : {formatInteger(product.creditsPrice)} crédits</Typography.Paragraph>
      {balance.data !== undefined && (
        <>
          <Typography.Paragraph>Solde actuel : {formatInteger(balance.data)} crédits</Typography.Paragraph>
          <Typography.Paragraph strong>
            Solde après l&apos;achat : {formatInteger(balance.data - product.creditsPrice)} crédits
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}

interface DownloadButtonProps {
  product: { id: string; hasFile: boolean };
  size: 'middle' | 'large';
}

function DownloadButton({ product, size }: DownloadButtonProps) {
  const { token } = useSession();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/downloads/products/${encodeURIComponent(product.id)}`, await token());
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: error instanceof DownloadError ? error.message : 'Le téléchargement a échoué.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="primary"
      size={size}
      loading={busy}
      disabled={!product.hasFile}
      onClick={() => void download()}
    >
      Télécharger
    </Button>
  );
}
