import { Space, Tabs } from 'antd';
import { useState } from 'react';
import { AdminListHeader } from './admin-list-header';
import { ExportCsvButton } from './export-csv-button';
import { ProviderPaymentsTable } from './payments-admin-page-payments';
import { CreditStuckPaymentsButton } from './payments-admin-page-repair';
import { TransactionsTable } from './payments-admin-page-transactions';

/**
 * Back office /admin/payments: every credit transaction of every user, newest first, with the
 * user's name and e-mail; and the payments with the provider, where flagged ones show why, with the
 * repair of paid ones still without credits. Both are paged and searched on the server (they only
 * grow): a reference or a description, or a user's name or e-mail.
 */
export function PaymentsAdminPage() {
  const [search, setSearch] = useState('');
  return (
    <>
      <AdminListHeader
        title="Paiements"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Rechercher un nom, un e-mail, une référence ou une description"
        actions={
          <Space wrap>
            <ExportCsvButton list="transactions" label="Exporter les transactions" />
            <ExportCsvButton list="payments" label="Exporter les paiements" />
          </Space>
        }
      />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'transactions', label: 'Transactions', children: <TransactionsTable search={search} /> },
          {
            key: 'payments',
            label: 'Paiements reçus',
            children: (
              <>
                <CreditStuckPaymentsButton />
                <ProviderPaymentsTable search={search} />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
