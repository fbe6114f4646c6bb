import { Typography } from 'antd';

export const PAYMENTS_PAGE_SIZE = 20;

/** The user of a row: name and id, or the anonymous trace a deleted account leaves. */
export function UserCell({ userId, fullName }: { userId: string | null; fullName: string | null }) {
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
