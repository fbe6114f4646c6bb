import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AdminPaymentsQuery as AdminPaymentsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { AdminPaymentsQuery } from '../../payments/graphql/payments.graphql';
import { formatCredits, formatPrice } from '../../payments/payment-format';
import { filterRows } from '../admin-list';
import { PAYMENTS_PAGE_SIZE, userColumns } from './payments-admin-page-user';

type PaymentRow = AdminPaymentsResult['adminPayments']['items'][number];

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

/** Payments with the provider (card, mobile money), newest first; flagged ones say why. */
export function ProviderPaymentsTable({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const payments = useQuery({
    queryKey: ['admin', 'payments', page],
    queryFn: ({ signal }) =>
      graphqlRequest(AdminPaymentsQuery, { page, pageSize: PAYMENTS_PAGE_SIZE }, { signal }),
    select: (data) => data.adminPayments,
    placeholderData: keepPreviousData,
  });
  if (payments.isError) return <Alert type="error" showIcon title="Impossible de charger les paiements." />;
  const rows = filterRows(payments.data?.items ?? [], search, (row) => [
    row.fullName,
    row.email,
    row.txRef,
    row.userId,
  ]);
  return (
    <Table<PaymentRow>
      rowKey="txRef"
      loading={payments.isPending || payments.isPlaceholderData}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: search ? 'Aucun paiement ne correspond à la recherche.' : 'Aucun paiement.' }}
      pagination={{
        current: page,
        pageSize: PAYMENTS_PAGE_SIZE,
        total: payments.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
      columns={[
        ...userColumns<PaymentRow>(),
        { title: 'Référence', dataIndex: 'txRef' },
        {
          title: 'Montant',
          dataIndex: 'amount',
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
          render: (_status: string, row) => <StatusCell payment={row} />,
        },
      ]}
    />
  );
}
