import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import {
  AI_SUGGESTION,
  BUY_CREDITS_PATH,
  INSUFFICIENT_CREDITS_TITLE,
  PROFILE_INSUFFICIENT_CREDITS,
  SHORT_BALANCE_REDIRECT,
} from '../../credits/boost-options';
import { CREDITS_KEY } from '../../credits/credits-cache';
import { useCreditBalance } from '../../credits/use-credit-balance';
import { AiSuggestionsMutation } from '../graphql/ai-suggestion.mutation';

/** The ledger's answer to a spend above the balance (CONFLICT with this exact message). */
const INSUFFICIENT_CREDITS_MESSAGE = 'Crédits insuffisants';

interface AiSuggestionButtonProps {
  /** The search's term; without one there is nothing to suggest. */
  q: string | null | undefined;
}

/**
 * /search's 'Voir plus (Suggestion IA - 10 crédits)' (spec §2, §4 spending credits, §9): confirm,
 * pay 10 credits once per opening, then up to five professionals the assistant ranks for the term,
 * each with why. When it finds nobody the credits come back and the dialog says so.
 */
export function AiSuggestionButton({ q }: AiSuggestionButtonProps) {
  const navigate = useNavigate();
  const balance = useCreditBalance();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (balance.data !== undefined && balance.data < AI_SUGGESTION.credits) {
      toast({
        variant: 'destructive',
        title: INSUFFICIENT_CREDITS_TITLE,
        description: SHORT_BALANCE_REDIRECT,
      });
      void navigate(BUY_CREDITS_PATH);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button disabled={!q} onClick={start}>
        Voir plus (Suggestion IA - {AI_SUGGESTION.credits} crédits)
      </Button>
      {/* Mounted while open only: each opening gets its own idempotency key. */}
      {open && q && <SuggestionDialog q={q} balance={balance.data} onClose={() => setOpen(false)} />}
    </>
  );
}

interface SuggestionDialogProps {
  q: string;
  balance: number | undefined;
  onClose: () => void;
}

function SuggestionDialog({ q, balance, onClose }: SuggestionDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One key for the dialog's lifetime: a double click or a retry after a lost answer pays once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const payment = useMutation({
    mutationFn: async () =>
      (await graphqlRequest(AiSuggestionsMutation, { q, idempotencyKey })).aiSuggestions,
    onSuccess: () => {
      toast({
        title: 'Paiement réussi',
        description: `${AI_SUGGESTION.credits} crédits ont été dépensés pour : ${AI_SUGGESTION.description}.`,
      });
    },
    onError: (error) => {
      if (
        error instanceof GraphQLRequestError &&
        error.code === 'CONFLICT' &&
        error.message === INSUFFICIENT_CREDITS_MESSAGE
      ) {
        toast({
          variant: 'destructive',
          title: INSUFFICIENT_CREDITS_TITLE,
          description: PROFILE_INSUFFICIENT_CREDITS,
        });
        onClose();
        void navigate(BUY_CREDITS_PATH);
        return;
      }
      // Nobody matches: refunded, and said in the dialog.
      if (error instanceof GraphQLRequestError && error.code === 'NOT_FOUND') return;
      failureToast(error, {
        title: 'Erreur de transaction',
        fallback: "Votre solde n'a pas pu être mis à jour.",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
  });

  const paid = payment.isSuccess;
  const refusal = payment.error instanceof GraphQLRequestError ? payment.error : undefined;
  const nobody = refusal?.code === 'NOT_FOUND';

  return (
    <Modal
      open
      title="Suggestion IA"
      okText={payment.isPending ? 'Traitement...' : 'Confirmer'}
      cancelText={paid || nobody ? 'Fermer' : 'Annuler'}
      confirmLoading={payment.isPending}
      okButtonProps={{ style: paid || nobody ? { display: 'none' } : undefined }}
      onOk={() => {
        if (!payment.isPending && !paid && !nobody) payment.mutate();
      }}
      onCancel={onClose}
    >
      {nobody ? (
        <Alert type="info" showIcon title={refusal.message} />
      ) : paid ? (
        <List
          locale={{ emptyText: 'Aucun professionnel pour cette recherche.' }}
          dataSource={payment.data.suggestions}
          renderItem={({ profile, reason }) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Link to={`/profiles/${profile.id}`} onClick={onClose}>
                    {profile.fullName}
                    {profile.profession && ` · ${profile.profession}`}
                  </Link>
                }
                description={reason}
              />
            </List.Item>
          )}
        />
      ) : (
        <>
          <Typography.Paragraph>
            Les cinq professionnels que l&apos;assistant recommande pour « {q} ». Coût :{' '}
            {AI_SUGGESTION.credits} crédits
          </Typography.Paragraph>
          {balance !== undefined && (
            <Typography.Paragraph>
              Solde après paiement : {balance - AI_SUGGESTION.credits} crédits
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
