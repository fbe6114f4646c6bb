import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag } from 'antd';
import { useState } from 'react';
import type { AdminTransactionsQuery as AdminTransactionsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { AdminTransactionsQuery } from '../../payments/graphql/payments.graphql';
import { filterRows } from '../admin-list';
import { PAYMENTS_PAGE_SIZE, userColumns } from './payments-admin-page-user';

type TransactionRow = AdminTransactionsResult['adminTransactions']['items'][number];

const amountFormat = new Intl.NumberFormat('fr-FR', { signDisplay: 'always' });

/** Every credit transaction of every user (the ledger's journal), newest first, paged on the server. */
export function TransactionsTable({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const transactions = useQuery({
    queryKey: ['admin', 'transactions', page],
    queryFn: ({ signal }) =>
      graphqlRequest(AdminTransactionsQuery, { page, pageSize: PAYMENTS_PAGE_SIZE }, { signal }),
    select: (data) => data.adminTransactions,
    placeholderData: keepPreviousData,
  });
  if (transactions.isError)
    return <Alert type="error" showIcon title="Impossible de charger les transactions." />;
  const rows = filterRows(transactions.data?.items ?? [], search, (row) => [
    row.fullName,
    row.email,
    row.description,
    row.userId,
  ]);
  return (
    <Table<TransactionRow>
      rowKey="id"
      loading={transactions.isPending || transactions.isPlaceholderData}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: search ? 'Aucune transaction ne correspond à la recherche.' : 'Aucune transaction.',
      }}
      pagination={{
        current: page,
        pageSize: PAYMENTS_PAGE_SIZE,
        total: transactions.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
      columns={[
        ...userColumns<TransactionRow>(),
        { title: 'Description', dataIndex: 'description' },
        {
          title: 'Type',
          dataIndex: 'type',
          render: (type: string) =>
            type === 'purchase' ? <Tag color="green">Achat</Tag> : <Tag color="orange">Dépense</Tag>,
        },
        {
          title: 'Montant',
          dataIndex: 'amount',
          align: 'right',
          render: (amount: number) => `${amountFormat.format(amount)} crédits`,
        },
      ]}
    />
  );
}
