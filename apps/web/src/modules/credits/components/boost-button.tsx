import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { failureCode, failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { JOBS_KEY } from '../../jobs/jobs-cache';
import {
  BUY_CREDITS_PATH,
  INSUFFICIENT_CREDITS_TITLE,
  OFFER_BOOST,
  OFFER_INSUFFICIENT_CREDITS,
  PROFILE_BOOST,
  PROFILE_INSUFFICIENT_CREDITS,
} from '../boost-options';
import { CREDITS_KEY } from '../credits-cache';
import { BoostJobMutation, BoostMyProfileMutation } from '../graphql/credits.graphql';
import { useCreditBalance } from '../use-credit-balance';

/** The ledger's answer to a spend above the balance (CONFLICT with this exact message). */
const INSUFFICIENT_CREDITS_MESSAGE = 'Crédits insuffisants';
const TRANSACTION_FAILED = {
  title: 'Erreur de transaction',
  description: "Votre solde n'a pas pu être mis à jour.",
};
/** Worth a second try with the same key: the boost may or may not have gone through. */
const RETRYABLE_CODES = new Set([
  'TIMEOUT',
  'NETWORK_ERROR',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'BAD_RESPONSE',
]);

export type BoostTarget = { kind: 'offer'; job: { id: string; title: string } } | { kind: 'profile' };

const BOOSTS = {
  offer: {
    ...OFFER_BOOST,
    dialogTitle: 'Booster cette offre ?',
    success: 'Offre boostée !',
    successText: `Votre offre est mise en avant pendant ${OFFER_BOOST.days} jours. ${OFFER_BOOST.credits} crédits ont été débités.`,
    insufficient: OFFER_INSUFFICIENT_CREDITS,
  },
  profile: {
    ...PROFILE_BOOST,
    dialogTitle: 'Booster votre profil ?',
    success: 'Profil boosté !',
    successText: `Votre profil est mis en avant pendant ${PROFILE_BOOST.days} jours. ${PROFILE_BOOST.credits} crédits ont été débités.`,
    insufficient: PROFILE_INSUFFICIENT_CREDITS,
  },
} as const;

interface BoostButtonProps {
  /** What to boost; without it (no active offer) the button is disabled. */
  target: BoostTarget | null;
  label: string;
  /** After a successful boost, for the screen's own lists. */
  onBoosted?: () => void;
}

/**
 * Spec §4: click, confirmation dialog (cost, duration, balance after), then the spend. Spec §5: the
 * offer boost checks the balance first ('Crédits insuffisants' and /buy-credits); the server
 * checks in every case.
 */
export function BoostButton({ target, label, onBoosted }: BoostButtonProps) {
  const navigate = useNavigate();
  const balance = useCreditBalance();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (!target) return;
    const boost = BOOSTS[target.kind];
    if (target.kind === 'offer' && balance.data !== undefined && balance.data < boost.credits) {
      toast({ variant: 'destructive', title: INSUFFICIENT_CREDITS_TITLE, description: boost.insufficient });
      void navigate(BUY_CREDITS_PATH);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button type="primary" disabled={!target} onClick={start}>
        {label}
      </Button>
      {/* Mounted while open only: each opening gets its own idempotency key. */}
      {open && target && (
        <BoostDialog
          target={target}
          balance={balance.data}
          onClose={() => setOpen(false)}
          onBoosted={onBoosted}
        />
      )}
    </>
  );
}

interface BoostDialogProps {
  target: BoostTarget;
  balance: number | undefined;
  onClose: () => void;
  onBoosted?: () => void;
}

function BoostDialog({ target, balance, onClose, onBoosted }: BoostDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const boost = BOOSTS[target.kind];
  // One key for the dialog's lifetime: a double click or a retry after a lost answer spends once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const mutation = useMutation({
    mutationFn: async () =>
      target.kind === 'offer'
        ? (await graphqlRequest(BoostJobMutation, { jobId: target.job.id, idempotencyKey })).boostJob
        : (await graphqlRequest(BoostMyProfileMutation, { idempotencyKey })).boostMyProfile,
    onSuccess: () => {
      toast({ title: boost.success, description: boost.successText });
      if (target.kind === 'offer') void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      onBoosted?.();
      onClose();
    },
    onError: (error) => {
      if (
        error instanceof GraphQLRequestError &&
        error.code === 'CONFLICT' &&
        error.message === INSUFFICIENT_CREDITS_MESSAGE
      ) {
        toast({ variant: 'destructive', title: INSUFFICIENT_CREDITS_TITLE, description: boost.insufficient });
        onClose();
        void navigate(BUY_CREDITS_PATH);
        return;
      }
      const serverMessage = error instanceof GraphQLRequestError ? error.message : undefined;
      failureToast(error, {
        title: TRANSACTION_FAILED.title,
        // The server explains a refused boost (offer no longer active, not the employer's own).
        messages: serverMessage
          ? { CONFLICT: serverMessage, FORBIDDEN: serverMessage, NOT_FOUND: serverMessage }
          : {},
        fallback: TRANSACTION_FAILED.description,
      });
      // A lost answer keeps the dialog and its key for a retry; a refusal closes it.
      if (!RETRYABLE_CODES.has(failureCode(error))) onClose();
    },
    // A refused boost may have been refunded: the balance and history are read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
  });

  return (
    <Modal
      open
      title={boost.dialogTitle}
      okText={mutation.isPending ? 'Traitement...' : 'Confirmer'}
      cancelText="Annuler"
      confirmLoading={mutation.isPending}
      onOk={() => {
        if (!mutation.isPending) mutation.mutate();
      }}
      onCancel={onClose}
    >
      {target.kind === 'offer' && <Typography.Paragraph strong>{target.job.title}</Typography.Paragraph>}
      <Typography.Paragraph>
        Coût : {boost.credits} crédits · Durée : {boost.days} jours
      </Typography.Paragraph>
      {balance !== undefined && (
        <Typography.Paragraph>Solde après le boost : {balance - boost.credits} crédits</Typography.Paragraph>
      )}
    </Modal>
  );
}
