import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type {
  AdminUsersQuery as AdminUsersResult,
  AdminUserUpdateInput,
} from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast, formatAdminDate } from '../admin-list';
import { useServerList } from '../server-list';
import {
  AdminUsersQuery,
  DeleteUserMutation,
  ReactivateUserMutation,
  SuspendUserMutation,
  UpdateUserMutation,
} from '../graphql/users.graphql';
import { AdminListHeader } from './admin-list-header';
import { ConfirmDelete } from './confirm-delete';
import { ExportCsvButton } from './export-csv-button';

type UserRow = AdminUsersResult['adminUsers']['items'][number];
type UsersSort = 'createdAt' | 'fullName' | 'type';

const USERS_KEY = ['admin', 'users'];

const TYPE_LABELS: Record<string, string> = {
  admin: 'Administrateur',
  employer: 'Employeur',
  worker: 'Travailleur',
};

/** Spec §6 role badge colours: admin red, employer blue, every other type green. */
export function roleBadgeColor(type: string): 'red' | 'blue' | 'green' {
  if (type === 'admin') return 'red';
  if (type === 'employer') return 'blue';
  return 'green';
}

const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  active: { label: 'Actif', color: 'green' },
  suspended: { label: 'Suspendu', color: 'red' },
  pending: { label: 'En attente', color: 'gold' },
};

interface EditValues {
  fullName: string;
  profession?: string;
  verified: boolean;
}

/** Admin users (back office §2): every profile, newest first, with its account's e-mail and state. */
export function UsersAdminPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<UserRow>();
  const { q, query, tableProps, sortOrderOf } = useServerList<UsersSort>('createdAt', search);

  const users = useQuery({
    queryKey: [...USERS_KEY, query],
    queryFn: ({ signal }) => graphqlRequest(AdminUsersQuery, { input: query }, { signal }),
    select: (data) => data.adminUsers,
    placeholderData: keepPreviousData,
  });
  const updateLists = (change: (rows: UserRow[]) => UserRow[]) =>
    queryClient.setQueriesData<AdminUsersResult>(
      { queryKey: USERS_KEY },
      (data) => data && { adminUsers: { ...data.adminUsers, items: change(data.adminUsers.items) } },
    );
  const emailsMissing = users.data?.items.some((user) => user.email === null) ?? false;
  const patchRow = (id: string, patch: Partial<UserRow>) =>
    updateLists((rows) => rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const update = useMutation({
    mutationFn: async (variables: { id: string; input: AdminUserUpdateInput }) =>
      (await graphqlRequest(UpdateUserMutation, variables)).updateUser,
    onSuccess: (saved) => {
      patchRow(saved.id, saved);
      toast({ title: 'Utilisateur modifié' });
      setEditing(undefined);
    },
    onError: (error) => toast(adminFailureToast("L'utilisateur n'a pas pu être modifié", error)),
  });
  const suspension = useMutation({
    mutationFn: async ({ id, suspend }: { id: string; suspend: boolean }) =>
      suspend
        ? (await graphqlRequest(SuspendUserMutation, { id })).suspendUser
        : (await graphqlRequest(ReactivateUserMutation, { id })).reactivateUser,
    onSuccess: (saved, { suspend }) => {
      patchRow(saved.id, { status: saved.status });
      toast({ title: suspend ? 'Utilisateur suspendu' : 'Utilisateur réactivé' });
    },
    onError: (error, { suspend }) =>
      toast(
        adminFailureToast(
          suspend ? "L'utilisateur n'a pas pu être suspendu" : "L'utilisateur n'a pas pu être réactivé",
          error,
        ),
      ),
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeleteUserMutation, { id }),
    onSuccess: (_data, id) => {
      updateLists((rows) => rows.filter((row) => row.id !== id));
      toast({ title: 'Utilisateur supprimé' });
    },
    onError: (error) => toast(adminFailureToast("L'utilisateur n'a pas pu être supprimé", error)),
  });

  return (
    <>
      <AdminListHeader
        title="Utilisateurs"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Rechercher un nom, un métier ou un e-mail"
        actions={<ExportCsvButton list="users" label="Exporter en CSV" />}
      />
      {users.isError ? (
        <Alert
          type="error"
          showIcon
          title={`Impossible de charger les utilisateurs: ${users.error.message}`}
        />
      ) : (
        <>
          {emailsMissing && (
            <Alert
              type="warning"
              showIcon
              title="Erreur de configuration"
              description="Le service des comptes ne répond pas : les e-mails et les statuts ne peuvent pas être affichés pour le moment."
              style={{ marginBottom: 16 }}
            />
          )}
          <Table<UserRow>
            rowKey="id"
            loading={users.isPending || users.isPlaceholderData}
            dataSource={users.data?.items ?? []}
            {...tableProps<UserRow>(users.data?.total)}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: q ? 'Aucun utilisateur ne correspond à la recherche.' : 'Aucun utilisateur.',
            }}
            columns={[
              {
                title: 'Photo',
                dataIndex: 'profilePicUrl',
                render: (url: string | null, user) => (
                  <Avatar src={url ?? undefined} alt={`Photo de ${user.fullName}`}>
                    {user.fullName.charAt(0).toUpperCase()}
                  </Avatar>
                ),
              },
              {
                title: 'Nom complet',
                dataIndex: 'fullName',
                key: 'fullName',
                sorter: true,
                sortOrder: sortOrderOf('fullName'),
              },
              {
                title: 'Type',
                dataIndex: 'type',
                key: 'type',
                sorter: true,
                sortOrder: sortOrderOf('type'),
                render: (type: string) => <Tag color={roleBadgeColor(type)}>{TYPE_LABELS[type] ?? type}</Tag>,
              },
              { title: 'Métier', dataIndex: 'profession', render: (value: string | null) => value ?? '—' },
              {
                title: 'Crédits',
                dataIndex: 'credits',
                render: (credits: number | null) =>
                  credits === null ? '—' : credits.toLocaleString('fr-FR'),
              },
              {
                title: 'E-mail',
                dataIndex: 'email',
                render: (email: string | null) => email ?? 'N/A (Erreur auth)',
              },
              {
                title: 'Statut',
                dataIndex: 'status',
                render: (status: string) => {
                  const shown = STATUS_LABELS[status] ?? { label: status, color: 'default' };
                  return <Tag color={shown.color}>{shown.label}</Tag>;
                },
              },
              {
                title: 'Créé le',
                dataIndex: 'createdAt',
                key: 'createdAt',
                sorter: true,
                sortOrder: sortOrderOf('createdAt'),
                render: (value: string) => formatAdminDate(value),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_value, user) => {
                  const suspended = user.status === 'suspended';
                  return (
                    <Space wrap>
                      <Button aria-label={`Modifier : ${user.fullName}`} onClick={() => setEditing(user)}>
                        Modifier
                      </Button>
                      <Popconfirm
                        title={suspended ? 'Réactiver ce compte ?' : 'Suspendre ce compte ?'}
                        description={
                          suspended
                            ? 'La personne pourra de nouveau se connecter.'
                            : 'La personne sera déconnectée et ne pourra plus se connecter.'
                        }
                        okText={suspended ? 'Réactiver' : 'Suspendre'}
                        cancelText="Annuler"
                        okButtonProps={{ danger: !suspended }}
                        onConfirm={() => suspension.mutate({ id: user.id, suspend: !suspended })}
                      >
                        <Button aria-label={`${suspended ? 'Réactiver' : 'Suspendre'} : ${user.fullName}`}>
                          {suspended ? 'Réactiver' : 'Suspendre'}
                        </Button>
                      </Popconfirm>
                      <ConfirmDelete
                        title="Supprimer ce compte ?"
                        label={`Supprimer : ${user.fullName}`}
                        onConfirm={() => remove.mutate(user.id)}
                      />
                    </Space>
                  );
                },
              },
            ]}
          />
        </>
      )}
      {editing && (
        <EditUserDialog
          user={editing}
          saving={update.isPending}
          onSave={(input) => update.mutate({ id: editing.id, input })}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

interface EditUserDialogProps {
  user: UserRow;
  saving: boolean;
  onSave: (input: AdminUserUpdateInput) => void;
  onClose: () => void;
}

function EditUserDialog({ user, saving, onSave, onClose }: EditUserDialogProps) {
  const [form] = Form.useForm<EditValues>();
  return (
    <Modal
      open
      title={`Modifier ${user.fullName}`}
      okText="Enregistrer"
      cancelText="Annuler"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<EditValues>
        form={form}
        name="edit-user"
        layout="vertical"
        initialValues={{
          fullName: user.fullName,
          profession: user.profession ?? '',
          verified: user.verified,
        }}
        onFinish={(values) =>
          onSave({
            fullName: values.fullName.trim(),
            profession: values.profession?.trim() || null,
            verified: values.verified,
          })
        }
      >
        <Form.Item
          label="Nom complet"
          name="fullName"
          rules={[{ required: true, whitespace: true, message: 'Veuillez saisir le nom complet.' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Métier" name="profession">
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="verified" valuePropName="checked">
          <Checkbox>Profil vérifié</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
