import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_CONFIRMATION_WAIT_MS, PAYMENT_FAILED_MESSAGE } from '@liggeey/contracts/payment-messages';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { CREDITS_KEY } from '../../credits/credits-cache';
import { ConfirmPaymentMutation } from '../graphql/payments.graphql';
import { formatCredits } from '../payment-format';

/** The provider may announce the charge a little after the return: ask again this often, this many times. */
const RECHECK_EVERY_MS = 3_000;
const RECHECKS = 10;
/** Answers meaning "this is not a payment of yours": the failure text, like a failed payment. */
const NOT_A_PAYMENT = new Set(['NOT_FOUND', 'VALIDATION_FAILED']);

type View = 'pending' | 'successful' | 'failed' | 'review' | 'unverified';

/**
 * Spec §4 payment confirmation: pending first, then, after the spec's 3-second wait, the server
 * checks the payment with the provider (and credits it once). The return address's `status` is
 * passed along as a hint only: success comes from the server's answer, never from the address.
 */
export function PaymentConfirmationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const txRef = params.get('tx_ref') ?? '';
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), PAYMENT_CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  const queryKey = ['payments', 'confirmation', txRef];
  const confirmation = useQuery({
    queryKey,
    enabled: waited && txRef !== '',
    retry: false,
    gcTime: 0,
    queryFn: async () =>
      (
        await graphqlRequest(ConfirmPaymentMutation, {
          input: { txRef, transactionId: params.get('transaction_id'), status: params.get('status') },
        })
      ).confirmPayment,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount <= RECHECKS
        ? RECHECK_EVERY_MS
        : false,
  });
  const outcome = confirmation.data;
  const credited = outcome?.status === 'successful';

  useEffect(() => {
    if (credited) void queryClient.invalidateQueries({ queryKey: CREDITS_KEY });
  }, [credited, queryClient]);

  const rechecksLeft = (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) <= RECHECKS;
  const view = viewOf(txRef, waited, outcome?.status, confirmation.error, rechecksLeft);
  switch (view) {
    case 'pending':
      return (
        <Result
          icon={<Spin size="large" />}
          title="Vérification du paiement..."
          subTitle="Veuillez patienter pendant que nous confirmons votre paiement."
        />
      );
    case 'successful':
      return (
        <Result
          status="success"
          title="Paiement confirmé"
          subTitle={`${formatCredits(outcome?.credits ?? 0)} ont été ajoutés à votre compte.`}
          extra={
            <Button type="primary" onClick={() => void navigate('/dashboard')}>
              Aller au tableau de bord
            </Button>
          }
        />
      );
    case 'failed':
      return (
        <Result
          status="error"
          title="Échec du paiement"
          subTitle={PAYMENT_FAILED_MESSAGE}
          extra={
            <Button type="primary" onClick={() => void navigate('/buy-credits')}>
              Réessayer
            </Button>
          }
        />
      );
    case 'review':
      // Money may have been taken but not as asked: the failure text's "no charge" would be untrue.
      return (
        <Result
          status="warning"
          title="Paiement en cours de vérification"
          subTitle="Le montant ou la devise reçus ne correspondent pas à votre commande. Notre équipe vérifie votre paiement."
          extra={
            <Button type="primary" onClick={() => void navigate('/contact')}>
              Contacter le support
            </Button>
          }
        />
      );
    case 'unverified':
      return (
        <Result
          status="warning"
          title="Paiement en cours de vérification"
          subTitle="Nous n'avons pas encore pu confirmer votre paiement. Vos crédits seront ajoutés dès sa confirmation."
          extra={<Button onClick={() => void confirmation.refetch()}>Vérifier à nouveau</Button>}
        />
      );
  }
}

function viewOf(
  txRef: string,
  waited: boolean,
  status: string | undefined,
  error: Error | null,
  rechecksLeft: boolean,
): View {
  if (!txRef) return 'failed';
  if (!waited) return 'pending';
  if (error)
    return error instanceof GraphQLRequestError && NOT_A_PAYMENT.has(error.code) ? 'failed' : 'unverified';
  switch (status) {
    case undefined:
      return 'pending';
    case 'successful':
      return 'successful';
    case 'flagged':
      return 'review';
    case 'pending':
      return rechecksLeft ? 'pending' : 'unverified';
    default:
      return 'failed';
  }
}
