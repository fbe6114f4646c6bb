import { type TableColumnsType, Typography } from 'antd';
import { formatAdminDate } from '../admin-list';

export const PAYMENTS_PAGE_SIZE = 20;

/** The user of a row: name and id, or the anonymous trace a deleted account leaves. */
function UserCell({ userId, fullName }: { userId: string | null; fullName: string | null }) {
  if (!userId) return <>Compte supprimé</>;
  return (
    <>
      {fullName ?? 'Profil introuvable'}
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {userId}
      </Typography.Text>
    </>
  );
}

interface UserRow {
  createdAt: string;
  userId?: string | null;
  fullName?: string | null;
  email?: string | null;
}

/** The first columns of both tables: when, who (name and id) and their e-mail. */
export function userColumns<T extends UserRow>(): TableColumnsType<T> {
  return [
    { title: 'Date', dataIndex: 'createdAt', render: (iso: string) => formatAdminDate(iso) },
    {
      title: 'Utilisateur',
      dataIndex: 'fullName',
      render: (name: string | null, row) => <UserCell userId={row.userId ?? null} fullName={name} />,
    },
    { title: 'Email', dataIndex: 'email', render: (email: string | null) => email ?? 'N/A' },
  ];
}
