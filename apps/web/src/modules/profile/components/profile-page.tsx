import { Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useSession } from '../../session/hooks/use-session';
import { DeleteAccountWizard } from './delete-account-wizard';

/** Own profile (spec §2): read-only email and the danger zone; the rest of the page comes later. */
export function ProfilePage() {
  const session = useSession();
  const [deleting, setDeleting] = useState(false);
  const email = session.status === 'signedIn' ? session.user.email : '';

  return (
    <>
      <Typography.Title level={1}>Mon profil</Typography.Title>
      <Card>
        <Descriptions column={1} items={[{ key: 'email', label: 'Email', children: email }]} />
      </Card>
      <Card title="Zone de danger" style={{ marginTop: 24, borderColor: '#ff4d4f' }}>
        <Typography.Paragraph>
          La suppression de votre compte est définitive : toutes vos données seront effacées.
        </Typography.Paragraph>
        <Button danger onClick={() => setDeleting(true)}>
          Supprimer mon compte
        </Button>
      </Card>
      <DeleteAccountWizard open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
