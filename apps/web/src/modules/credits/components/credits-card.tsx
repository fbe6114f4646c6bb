import { useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { BUY_CREDITS_PATH, HISTORY_SIZE, formatCreditAmount, formatTransactionDate } from '../boost-options';
import { CREDIT_TRANSACTIONS_KEY } from '../credits-cache';
import { MyTransactionsQuery } from '../graphql/credits.graphql';
import { useCreditBalance } from '../use-credit-balance';
import styles from './credits.module.css';

const balanceFormat = new Intl.NumberFormat('fr-FR');

/** Spec §2 dashboards: 'Mes crédits' with the balance, the purchase link and the history. */
export function CreditsCard() {
  const navigate = useNavigate();
  const balance = useCreditBalance();
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();

  return (
    <Card>
      <h2 className={styles.cardTitle}>Mes crédits</h2>
      {balance.isPending ? (
        <Skeleton.Input active size="small" />
      ) : (
        <p className={styles.balance}>
          {balance.isError ? 'Solde indisponible' : `${balanceFormat.format(balance.data)} crédits`}
        </p>
      )}
      <Typography.Paragraph type="secondary">
        Utilisez vos crédits pour booster vos annonces et votre visibilité.
      </Typography.Paragraph>
      <Space wrap>
        <Button
          type="primary"
          href={BUY_CREDITS_PATH}
          onClick={(event) => {
            event.preventDefault();
            void navigate(BUY_CREDITS_PATH);
          }}
        >
          Acheter des crédits
        </Button>
        <Button
          aria-expanded={historyOpen}
          aria-controls={historyOpen ? historyId : undefined}
          onClick={() => setHistoryOpen((open) => !open)}
        >
          Historique
        </Button>
      </Space>
      {/* Fetched on the first opening only: most visits never look at the history. */}
      {historyOpen && <TransactionHistory id={historyId} />}
    </Card>
  );
}

function TransactionHistory({ id }: { id: string }) {
  const history = useQuery({
    queryKey: [...CREDIT_TRANSACTIONS_KEY, HISTORY_SIZE],
    queryFn: ({ signal }) => graphqlRequest(MyTransactionsQuery, { pageSize: HISTORY_SIZE }, { signal }),
    select: (data) => data.myTransactions,
  });

  return (
    <div id={id} className={styles.history}>
      {history.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : history.isError ? (
        <Typography.Paragraph type="danger" role="alert">
          Impossible de charger les transactions.
        </Typography.Paragraph>
      ) : history.data.length === 0 ? (
        <Typography.Paragraph>Aucune transaction pour le moment.</Typography.Paragraph>
      ) : (
        <ul className={styles.movements} aria-label="Historique des crédits">
          {history.data.map((transaction) => (
            <li key={transaction.id} className={styles.movement}>
              <div>
                <p className={styles.movementText}>{transaction.description}</p>
                <time className={styles.muted} dateTime={transaction.createdAt}>
                  {formatTransactionDate(transaction.createdAt)}
                </time>
              </div>
              <span className={styles.amount}>{formatCreditAmount(transaction.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
