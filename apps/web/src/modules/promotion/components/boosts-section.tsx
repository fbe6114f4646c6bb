import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, InputNumber, Modal, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AdminBoostsQuery as AdminBoostsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast, formatAdminDate } from '../../admin/admin-list';
import {
  AdminBoostsQuery,
  EndJobBoostMutation,
  EndProfileBoostMutation,
  GrantJobBoostMutation,
  GrantProfileBoostMutation,
} from '../graphql/promotion.graphql';
import { PROMOTED_KIND_LABELS, TAG_COLORS } from '../promotion-format';
import { SIMULATED_BOOST } from './boost-simulator';
import { PromotedItemSelect } from './promoted-item-select';

type BoostRow = AdminBoostsResult['adminBoosts']['items'][number];

interface GrantValues {
  kind: 'job' | 'profile';
  itemId: string;
  days: number;
}

/** Offers and workers' profiles are boosted; products only through campaigns. */
const KIND_LABELS: Record<string, string> = {
  job: PROMOTED_KIND_LABELS.job,
  profile: PROMOTED_KIND_LABELS.profile,
};

/** Every boost of offers and profiles, active and past; an admin offers one (no credits moved) or ends one early. */
export function BoostsSection() {
  const queryClient = useQueryClient();
  const [grantKey, setGrantKey] = useState<string>();
  const [form] = Form.useForm<GrantValues>();
  // Undefined until the dialog's form first renders.
  const kind = Form.useWatch('kind', form) as GrantValues['kind'] | undefined;
  const boosts = useQuery({
    queryKey: ['admin', 'promotion', 'boosts'],
    queryFn: ({ signal }) => graphqlRequest(AdminBoostsQuery, undefined, { signal }),
    select: (data) => data.adminBoosts.items,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'promotion'] });

  const grant = useMutation({
    mutationFn: async ({
      kind: what,
      itemId,
      days,
      idempotencyKey,
    }: GrantValues & { idempotencyKey: string }) => {
      if (what === 'profile') {
        await graphqlRequest(GrantProfileBoostMutation, { profileId: itemId, days, idempotencyKey });
      } else {
        await graphqlRequest(GrantJobBoostMutation, { jobId: itemId, days, idempotencyKey });
      }
    },
    onSuccess: () => {
      toast({ title: 'Boost offert' });
      setGrantKey(undefined);
      void refresh();
    },
    onError: (error) => toast(adminFailureToast("Le boost n'a pas pu être offert", error)),
  });
  const end = useMutation({
    mutationFn: async (row: BoostRow) => {
      if (row.kind === 'profile') await graphqlRequest(EndProfileBoostMutation, { profileId: row.itemId });
      else await graphqlRequest(EndJobBoostMutation, { jobId: row.itemId });
    },
    onSuccess: () => {
      toast({ title: 'Boost terminé' });
      void refresh();
    },
    onError: (error) => toast(adminFailureToast("Le boost n'a pas pu être terminé", error)),
  });

  const open = () => {
    form.resetFields();
    // One key per opening of the dialog: a double click or a retry offers one boost.
    setGrantKey(crypto.randomUUID());
  };

  return (
    <Card
      title={<Typography.Title level={2}>Boosts</Typography.Title>}
      extra={
        <Button type="primary" onClick={open}>
          Offrir un boost
        </Button>
      }
    >
      {boosts.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les boosts." />
      ) : (
        <Table<BoostRow>
          rowKey="id"
          loading={boosts.isPending}
          dataSource={boosts.data ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Typography.Text>Aucun boost.</Typography.Text> }}
          columns={[
            { title: 'Type', dataIndex: 'kind', render: (value: string) => KIND_LABELS[value] ?? value },
            { title: 'Élément', key: 'item', render: (_value, row) => row.itemLabel ?? 'Élément supprimé' },
            {
              title: 'Payé par',
              key: 'paidBy',
              render: (_value, row) =>
                row.grantedByAdmin ? "Offert par l'administration" : (row.paidByName ?? '–'),
            },
            { title: 'Crédits', dataIndex: 'credits' },
            { title: 'Début', dataIndex: 'startedAt', render: (value: string) => formatAdminDate(value) },
            { title: 'Fin', dataIndex: 'endsAt', render: (value: string) => formatAdminDate(value) },
            {
              title: 'Statut',
              key: 'status',
              render: (_value, row) =>
                row.active ? (
                  <Tag color={TAG_COLORS.active}>Actif</Tag>
                ) : (
                  <Tag>{row.endedEarlyAt ? 'Terminé plus tôt' : 'Terminé'}</Tag>
                ),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, row) =>
                row.active && (
                  <Button
                    aria-label={`Terminer le boost de ${row.itemLabel ?? 'cet élément'}`}
                    loading={end.isPending && end.variables.id === row.id}
                    onClick={() => end.mutate(row)}
                  >
                    Terminer
                  </Button>
                ),
            },
          ]}
        />
      )}
      <Modal
        open={grantKey !== undefined}
        title="Offrir un boost"
        okText="Offrir"
        cancelText="Annuler"
        confirmLoading={grant.isPending}
        onOk={() => form.submit()}
        onCancel={() => setGrantKey(undefined)}
        forceRender
      >
        <Typography.Paragraph>Un boost offert ne débite aucun crédit.</Typography.Paragraph>
        <Form<GrantValues>
          form={form}
          name="grant-boost"
          layout="vertical"
          initialValues={{ kind: 'job', days: SIMULATED_BOOST.days }}
          onFinish={(values) => grantKey && grant.mutate({ ...values, idempotencyKey: grantKey })}
        >
          <Form.Item label="Type" name="kind">
            <Select
              options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
              onChange={() => form.setFieldValue('itemId', undefined)}
            />
          </Form.Item>
          <Form.Item
            label={kind === 'profile' ? 'Profil' : 'Offre active'}
            name="itemId"
            rules={[
              {
                required: true,
                message: kind === 'profile' ? 'Veuillez choisir un profil.' : 'Veuillez choisir une offre.',
              },
            ]}
          >
            <PromotedItemSelect kind={kind ?? 'job'} activeOffersOnly />
          </Form.Item>
          <Form.Item
            label="Durée (jours)"
            name="days"
            rules={[{ required: true, message: 'Veuillez indiquer une durée.' }]}
          >
            <InputNumber min={1} max={90} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
