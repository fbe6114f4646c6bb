import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag } from 'antd';
import { useState } from 'react';
import type { AdminTransactionsQuery as AdminTransactionsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { AdminTransactionsQuery } from '../../payments/graphql/payments.graphql';
import { useServerSearch } from '../server-list';
import { PAYMENTS_PAGE_SIZE, userColumns } from './payments-admin-page-user';

type TransactionRow = AdminTransactionsResult['adminTransactions']['items'][number];

const amountFormat = new Intl.NumberFormat('fr-FR', { signDisplay: 'always' });

/**
 * Every credit transaction of every user (the ledger's journal), newest first, paged and searched
 * on the server (description, or the user's name or e-mail).
 */
export function TransactionsTable({ search }: { search: string }) {
  const q = useServerSearch(search);
  const [paging, setPaging] = useState({ q, page: 1 });
  // A new search starts at its first page.
  const page = paging.q === q ? paging.page : 1;
  const transactions = useQuery({
    queryKey: ['admin', 'transactions', page, q],
    queryFn: ({ signal }) =>
      graphqlRequest(
        AdminTransactionsQuery,
        { page, pageSize: PAYMENTS_PAGE_SIZE, q: q || null },
        { signal },
      ),
    select: (data) => data.adminTransactions,
    placeholderData: keepPreviousData,
  });
  if (transactions.isError)
    return <Alert type="error" showIcon title="Impossible de charger les transactions." />;
  return (
    <Table<TransactionRow>
      rowKey="id"
      loading={transactions.isPending || transactions.isPlaceholderData}
      dataSource={transactions.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: q ? 'Aucune transaction ne correspond à la recherche.' : 'Aucune transaction.',
      }}
      pagination={{
        current: page,
        pageSize: PAYMENTS_PAGE_SIZE,
        total: transactions.data?.total ?? 0,
        showSizeChanger: false,
        onChange: (next) => setPaging({ q, page: next }),
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
