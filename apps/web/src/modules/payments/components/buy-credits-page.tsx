import { useMutation, useQuery } from '@tanstack/react-query';
import {
  PAYMENT_ERROR_TITLE,
  PAYMENT_LINK_MISSING_MESSAGE,
  PAYMENT_START_FAILED_MESSAGE,
} from '@liggeey/contracts/payment-messages';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { CreditPacksQuery, StartCreditPurchaseMutation } from '../graphql/payments.graphql';
import { leavePage } from '../leave-page';
import { formatCredits, formatPrice } from '../payment-format';
import styles from './payments.module.css';

const CREDIT_PACKS_KEY = ['payments', 'credit-packs'] as const;

/** The reason added to the spec's 'Impossible de lancer le processus de paiement.' */
function reasonOf(error: unknown): string {
  return error instanceof GraphQLRequestError || error instanceof Error ? error.message : '';
}

/**
 * Spec §2 /buy-credits and §4 credit purchase: the packs, cheapest first; the chosen pack's button
 * reads 'Traitement...' while the server prepares the payment, then the browser goes to the
 * provider's checkout. Price and credits are decided on the server from the pack id alone.
 */
export function BuyCreditsPage() {
  const packs = useQuery({
    queryKey: CREDIT_PACKS_KEY,
    queryFn: ({ signal }) => graphqlRequest(CreditPacksQuery, undefined, { signal }),
    select: (data) => data.creditPacks,
  });
  const purchase = useMutation({
    mutationFn: async (packId: string) => {
      const { link } = (await graphqlRequest(StartCreditPurchaseMutation, { packId })).startCreditPurchase;
      if (!link) throw new Error(PAYMENT_LINK_MISSING_MESSAGE);
      return link;
    },
    onSuccess: (link) => leavePage(link),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: PAYMENT_ERROR_TITLE,
        description: `${PAYMENT_START_FAILED_MESSAGE} ${reasonOf(error)}`.trim(),
      });
    },
  });
  // After success the page is being left: keep the buttons busy until it is gone.
  const busy = purchase.isPending || purchase.isSuccess;

  return (
    <>
      <Typography.Title level={1}>Acheter des crédits</Typography.Title>
      <Typography.Paragraph type="secondary">
        Rechargez votre compte par carte bancaire ou mobile money pour booster vos annonces et votre
        visibilité.
      </Typography.Paragraph>
      {packs.isPending ? (
        <Skeleton active />
      ) : packs.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les packs de crédits." />
      ) : packs.data.length === 0 ? (
        <Typography.Paragraph>
          Aucun pack de crédits n&apos;est disponible pour le moment.
        </Typography.Paragraph>
      ) : (
        <ul className={styles.packs} aria-label="Packs de crédits">
          {packs.data.map((pack) => {
            const processing = busy && purchase.variables === pack.id;
            return (
              <li key={pack.id}>
                <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{pack.name}</h2>}>
                  <p className={styles.credits}>{formatCredits(pack.credits)}</p>
                  <p className={styles.price}>{formatPrice(pack.price)}</p>
                  {pack.description && <Typography.Paragraph>{pack.description}</Typography.Paragraph>}
                  <Button
                    type="primary"
                    block
                    disabled={busy && !processing}
                    loading={processing}
                    aria-label={processing ? 'Traitement...' : `Acheter le ${pack.name}`}
                    onClick={() => purchase.mutate(pack.id)}
                  >
                    {processing ? 'Traitement...' : 'Acheter'}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
