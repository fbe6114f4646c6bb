import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { graphqlRequest } from '../../../shared/graphql/client';
import { refusalToast } from '../../../shared/notifications/refusal-toast';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import {
  EndAllSessionsMutation,
  EndSessionMutation,
  MySessionsQuery,
} from '../graphql/account-security.graphql';

export const MY_SESSIONS_KEY = ['my-sessions'] as const;

const countries = new Intl.DisplayNames('fr-FR', { type: 'region' });
const activity = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

/** The devices signed in to the account, with "Déconnecter" each and "Se déconnecter partout". */
export function DevicesCard({ className }: { className?: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: MY_SESSIONS_KEY,
    queryFn: ({ signal }) => graphqlRequest(MySessionsQuery, undefined, { signal }),
    select: (data) => data.mySessions,
  });
  const end = useMutation({
    mutationFn: (id: string) => graphqlRequest(EndSessionMutation, { id }),
    onSuccess: () => {
      toast({ title: 'Appareil déconnecté' });
      void queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY });
    },
    onError: (error) => toast(refusalToast(error, 'Échec de la déconnexion')),
  });
  const endAll = useMutation({
    mutationFn: () => graphqlRequest(EndAllSessionsMutation),
    // This device is signed out too: leave as after a sign-out.
    onSuccess: () => session.signOut().catch(() => window.location.assign('/')),
    onError: (error) => toast(refusalToast(error, 'Échec de la déconnexion')),
  });

  return (
    <Card
      title="Appareils connectés"
      className={className}
      extra={
        <Popconfirm
          title="Se déconnecter partout ?"
          description="Tous vos appareils, y compris celui-ci, seront déconnectés."
          okText="Se déconnecter partout"
          cancelText="Annuler"
          onConfirm={() => endAll.mutate()}
        >
          <Button danger loading={endAll.isPending}>
            Se déconnecter partout
          </Button>
        </Popconfirm>
      }
    >
      {devices.isError ? (
        <Alert
          type="error"
          showIcon
          title="Impossible de charger vos appareils."
          action={<Button onClick={() => void devices.refetch()}>Réessayer</Button>}
        />
      ) : devices.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <List
          dataSource={devices.data}
          rowKey="id"
          renderItem={(device) => (
            <List.Item
              actions={
                device.current
                  ? [
                      <Tag key="current" color="green">
                        Cet appareil
                      </Tag>,
                    ]
                  : [
                      <Button
                        key="end"
                        onClick={() => end.mutate(device.id)}
                        loading={end.isPending && end.variables === device.id}
                        aria-label={`Déconnecter ${device.device ?? 'cet appareil'}`}
                      >
                        Déconnecter
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                title={device.device ?? 'Appareil inconnu'}
                description={
                  <Typography.Text type="secondary">
                    {[
                      device.country && countries.of(device.country),
                      `Dernière activité : ${activity.format(new Date(device.lastSeenAt))}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
