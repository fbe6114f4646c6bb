import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag, Typography } from 'antd';
import type { AdminPaymentsQuery as AdminPaymentsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { AdminPaymentsQuery } from '../../payments/graphql/payments.graphql';
import { formatCredits, formatPrice } from '../../payments/payment-format';
import { formatAdminDate } from '../admin-list';
import { useServerList } from '../server-list';
import { userColumns } from './payments-admin-page-user';

type PaymentRow = AdminPaymentsResult['adminPayments']['items'][number];
type PaymentsSort = 'createdAt' | 'amount' | 'status';

const STATUS_TAGS: Record<PaymentRow['status'], { label: string; color: string }> = {
  successful: { label: 'Réussi', color: 'green' },
  pending: { label: 'En attente', color: 'blue' },
  failed: { label: 'Échoué', color: 'red' },
  cancelled: { label: 'Annulé', color: 'default' },
  flagged: { label: 'À vérifier', color: 'volcano' },
};

function StatusCell({ payment }: { payment: PaymentRow }) {
  const tag = STATUS_TAGS[payment.status];
  return (
    <>
      <Tag color={tag.color}>{tag.label}</Tag>
      {payment.status === 'successful' && !payment.credited && <Tag color="orange">Crédits en attente</Tag>}
      {payment.reviewReason && (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
          {payment.reviewReason}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * Payments with the provider (card, mobile money), newest first, searched on the server (reference,
 * or the user's name or e-mail); flagged ones say why.
 */
export function ProviderPaymentsTable({ search }: { search: string }) {
  const { q, query, tableProps, sortOrderOf } = useServerList<PaymentsSort>('createdAt', search);
  const payments = useQuery({
    queryKey: ['admin', 'payments', query],
    queryFn: ({ signal }) => graphqlRequest(AdminPaymentsQuery, query, { signal }),
    select: (data) => data.adminPayments,
    placeholderData: keepPreviousData,
  });
  if (payments.isError) return <Alert type="error" showIcon title="Impossible de charger les paiements." />;
  return (
    <Table<PaymentRow>
      rowKey="txRef"
      loading={payments.isPending || payments.isPlaceholderData}
      dataSource={payments.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: q ? 'Aucun paiement ne correspond à la recherche.' : 'Aucun paiement.' }}
      {...tableProps<PaymentRow>(payments.data?.total)}
      columns={[
        ...userColumns<PaymentRow>(),
        { title: 'Référence', dataIndex: 'txRef' },
        {
          title: 'Date',
          dataIndex: 'createdAt',
          key: 'createdAt',
          sorter: true,
          sortOrder: sortOrderOf('createdAt'),
          render: (value: string) => formatAdminDate(value),
        },
        {
          title: 'Montant',
          dataIndex: 'amount',
          key: 'amount',
          sorter: true,
          sortOrder: sortOrderOf('amount'),
          align: 'right',
          render: (amount: number, row) =>
            row.paidAmount !== null && row.paidAmount !== amount
              ? `${formatPrice(amount)} (reçu : ${formatPrice(row.paidAmount)})`
              : formatPrice(amount),
        },
        { title: 'Crédits', dataIndex: 'credits', render: (credits: number) => formatCredits(credits) },
        {
          title: 'Statut',
          dataIndex: 'status',
          key: 'status',
          sorter: true,
          sortOrder: sortOrderOf('status'),
          render: (_status: string, row) => <StatusCell payment={row} />,
        },
      ]}
    />
  );
}
