import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { AdminWelcomeBonusQuery, SetWelcomeBonusMutation } from '../../store/graphql/store.graphql';
import { adminFailureToast } from '../admin-list';

const WELCOME_BONUS_KEY = ['admin', 'settings', 'welcome-bonus'];

/** Back office Credits and pricing: the credits given once to every new account. */
export function WelcomeBonusCard() {
  const queryClient = useQueryClient();
  const bonus = useQuery({
    queryKey: WELCOME_BONUS_KEY,
    queryFn: ({ signal }) => graphqlRequest(AdminWelcomeBonusQuery, undefined, { signal }),
    select: (data) => data.adminSettingsWelcomeBonus.credits,
  });
  // What the admin typed; until then the saved value.
  const [draft, setDraft] = useState<number | null>();
  const credits = draft === undefined ? (bonus.data ?? null) : draft;

  const save = useMutation({
    mutationFn: (value: number) => graphqlRequest(SetWelcomeBonusMutation, { credits: value }),
    onSuccess: (data) => {
      queryClient.setQueryData(WELCOME_BONUS_KEY, { adminSettingsWelcomeBonus: data.setWelcomeBonus });
      setDraft(undefined);
      toast({ title: 'Bonus de bienvenue enregistré' });
    },
    onError: (error) => toast(adminFailureToast("Le bonus de bienvenue n'a pas pu être sauvegardé.", error)),
  });

  return (
    <Card title="Bonus de bienvenue" loading={bonus.isPending} style={{ marginBottom: 24 }}>
      {bonus.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les paramètres." />
      ) : (
        <Space wrap>
          <InputNumber
            aria-label="Bonus de bienvenue (crédits)"
            min={0}
            precision={0}
            value={credits}
            onChange={setDraft}
          />
          <span>crédits</span>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={credits === null || credits === bonus.data}
            onClick={() => {
              if (credits !== null) save.mutate(credits);
            }}
          >
            Enregistrer
          </Button>
        </Space>
      )}
    </Card>
  );
}
