import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GraphQLRequestError, graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import {
  LoginAttemptsQuery,
  SecuritySettingsQuery,
  UpdateSecuritySettingsMutation,
} from '../graphql/security.graphql';
import { AuditLogCard } from './audit-log-card';
import { LoginImagePanel } from './login-image-panel';
import { filterAttempts, formatAttemptDate, reasonLabel, type LoginAttemptRow } from '../login-attempts';

interface SecurityValues {
  minPasswordLength: number;
  blockFailedLogin: boolean;
  failedLoginAttempts: number;
  adminSessionIdleMinutes: number;
  twoFactorAuth: boolean;
}

const SETTINGS_KEY = ['admin', 'security', 'settings'];
const ATTEMPTS_LIMIT = 50;

function errorMessage(error: unknown): string {
  return error instanceof GraphQLRequestError && error.message.trim()
    ? error.message
    : 'Une erreur est survenue.';
}

/** Admin Security page (back office §2): sign-in rules saved on the server and the sign-in log. */
export function SecurityPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');

  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => graphqlRequest(SecuritySettingsQuery, undefined, { signal }),
    select: (data) => data.securitySettings,
  });
  const attempts = useQuery({
    queryKey: ['admin', 'security', 'login-attempts'],
    queryFn: ({ signal }) => graphqlRequest(LoginAttemptsQuery, { limit: ATTEMPTS_LIMIT }, { signal }),
    select: (data) => data.loginAttempts,
  });
  const save = useMutation({
    mutationFn: (input: SecurityValues) => graphqlRequest(UpdateSecuritySettingsMutation, { input }),
    onSuccess: (data) => {
      queryClient.setQueryData(SETTINGS_KEY, { securitySettings: data.updateSecuritySettings });
      toast({ title: 'Paramètres enregistrés' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: "Les paramètres n'ont pas pu être enregistrés",
        description: errorMessage(error),
      });
    },
  });

  const rows = filterAttempts<LoginAttemptRow>(attempts.data ?? [], search);

  return (
    <>
      <Button onClick={() => void navigate('/admin')}>← Retour à l'administration</Button>
      <Typography.Title level={1}>Sécurité</Typography.Title>

      <Card title="Règles de connexion" loading={settings.isPending}>
        {settings.isError ? (
          <Alert type="error" showIcon title="Impossible de charger les paramètres." />
        ) : (
          settings.data && (
            <Form<SecurityValues>
              layout="vertical"
              initialValues={settings.data}
              onFinish={(values) => save.mutate(values)}
            >
              <Form.Item
                label="Longueur minimale du mot de passe"
                name="minPasswordLength"
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 6,
                    max: 128,
                    message: 'Entre 6 et 128 caractères.',
                  },
                ]}
              >
                <InputNumber min={6} max={128} precision={0} />
              </Form.Item>
              <Form.Item
                label="Bloquer après des échecs de connexion"
                name="blockFailedLogin"
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
              <Form.Item
                label="Nombre de tentatives"
                name="failedLoginAttempts"
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 1,
                    max: 100,
                    message: 'Entre 1 et 100 tentatives.',
                  },
                ]}
              >
                <InputNumber min={1} max={100} precision={0} />
              </Form.Item>
              <Form.Item
                label="Déconnexion des administrateurs après inactivité (minutes)"
                name="adminSessionIdleMinutes"
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 5,
                    max: 1440,
                    message: 'Entre 5 et 1440 minutes.',
                  },
                ]}
              >
                <InputNumber min={5} max={1440} precision={0} />
              </Form.Item>
              <Form.Item
                label="Authentification à deux facteurs pour les administrateurs"
                name="twoFactorAuth"
                valuePropName="checked"
                extra="À la connexion, chaque administrateur saisit en plus un code de son application d'authentification. Celui qui n'en a pas encore configuré le fait à sa prochaine connexion."
              >
                <Switch />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Enregistrer
              </Button>
            </Form>
          )
        )}
      </Card>

      <LoginImagePanel />

      <Card title="Journal des connexions" style={{ marginTop: 24 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.Search
            allowClear
            aria-label="Rechercher"
            placeholder="Rechercher par email ou adresse IP"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {attempts.isError ? (
            <Alert type="error" showIcon title="Impossible de charger le journal des connexions." />
          ) : (
            <Table<LoginAttemptRow>
              rowKey="id"
              loading={attempts.isPending}
              dataSource={rows}
              locale={{ emptyText: 'Aucune tentative de connexion.' }}
              columns={[
                {
                  title: 'Date',
                  dataIndex: 'createdAt',
                  render: (value: string) => formatAttemptDate(value),
                },
                { title: 'Email', dataIndex: 'email' },
                { title: 'Adresse IP', dataIndex: 'ip' },
                {
                  title: 'Résultat',
                  dataIndex: 'success',
                  render: (success: boolean) =>
                    success ? <Tag color="green">Réussie</Tag> : <Tag color="red">Échouée</Tag>,
                },
                {
                  title: 'Raison',
                  dataIndex: 'reason',
                  render: (reason?: string | null) => reasonLabel(reason),
                },
              ]}
            />
          )}
        </Space>
      </Card>

      <AuditLogCard />
    </>
  );
}
