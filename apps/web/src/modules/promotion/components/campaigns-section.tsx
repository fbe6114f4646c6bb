import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import type {
  PromotionCampaignInput,
  PromotionCampaignsQuery as PromotionCampaignsResult,
} from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast } from '../../admin/admin-list';
import { ConfirmDelete } from '../../admin/components/confirm-delete';
import {
  CreatePromotionCampaignMutation,
  DeletePromotionCampaignMutation,
  PromotionCampaignsQuery,
  UpdatePromotionCampaignMutation,
} from '../graphql/promotion.graphql';
import {
  CAMPAIGN_STATUS_LABELS,
  CHANNEL_LABELS,
  PROMOTED_KIND_LABELS,
  type PromotedKind,
  formatDay,
  formatFcfa,
  isoDay,
  promotedItemLabel,
} from '../promotion-format';
import { PromotedItemSelect } from './promoted-item-select';

type CampaignRow = PromotionCampaignsResult['promotionCampaigns'][number];

interface CampaignValues {
  name: string;
  channel: string;
  budgetFcfa: number;
  startsOn: string;
  endsOn: string;
  itemType: PromotedKind;
  itemId: string;
}

const CAMPAIGNS_KEY = ['admin', 'promotion', 'campaigns'];
const REQUIRED = { required: true, message: 'Veuillez remplir tous les champs.' };

function toInput(values: CampaignValues): PromotionCampaignInput {
  return { ...values, name: values.name.trim() };
}

/**
 * External campaigns: status 'Actif' or 'Terminée' from the dates; a running one sponsors its
 * offer, profile or product.
 */
export function CampaignsSection() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ campaign?: CampaignRow }>();
  const [form] = Form.useForm<CampaignValues>();
  // Undefined until the dialog's form first renders.
  const itemType = (Form.useWatch('itemType', form) as PromotedKind | undefined) ?? 'job';
  const current = editing?.campaign;
  const campaigns = useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: ({ signal }) => graphqlRequest(PromotionCampaignsQuery, undefined, { signal }),
    select: (data) => data.promotionCampaigns,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });

  const save = useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: PromotionCampaignInput }) => {
      if (id) await graphqlRequest(UpdatePromotionCampaignMutation, { id, input });
      else await graphqlRequest(CreatePromotionCampaignMutation, { input });
    },
    onSuccess: (_data, { id }) => {
      toast({ title: id ? 'Campagne modifiée' : 'Campagne ajoutée' });
      setEditing(undefined);
      void refresh();
    },
    onError: (error) => toast(adminFailureToast("La campagne n'a pas pu être enregistrée", error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeletePromotionCampaignMutation, { id }),
    onSuccess: () => {
      toast({ title: 'Campagne supprimée' });
      void refresh();
    },
    onError: (error) => toast(adminFailureToast("La campagne n'a pas pu être supprimée", error)),
  });

  const open = (campaign?: CampaignRow) => {
    form.resetFields();
    if (campaign) {
      form.setFieldsValue({
        name: campaign.name,
        channel: campaign.channel,
        budgetFcfa: campaign.budgetFcfa,
        startsOn: campaign.startsOn,
        endsOn: campaign.endsOn,
        itemType: campaign.itemType as PromotedKind,
        itemId: campaign.itemId,
      });
    }
    setEditing({ campaign });
  };

  return (
    <Card
      title={<Typography.Title level={2}>Campagnes externes</Typography.Title>}
      extra={
        <Button type="primary" onClick={() => open()}>
          Ajouter une campagne
        </Button>
      }
    >
      {campaigns.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les campagnes." />
      ) : (
        <Table<CampaignRow>
          rowKey="id"
          loading={campaigns.isPending}
          dataSource={campaigns.data ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Typography.Text>Aucune campagne.</Typography.Text> }}
          columns={[
            { title: 'Nom', dataIndex: 'name' },
            {
              title: 'Canal',
              dataIndex: 'channel',
              render: (channel: string) => CHANNEL_LABELS[channel] ?? channel,
            },
            { title: 'Budget', dataIndex: 'budgetFcfa', render: (budget: number) => formatFcfa(budget) },
            { title: 'Début', dataIndex: 'startsOn', render: (day: string) => formatDay(day) },
            { title: 'Fin', dataIndex: 'endsOn', render: (day: string) => formatDay(day) },
            {
              title: 'Élément promu',
              key: 'item',
              render: (_value, row) => promotedItemLabel(row.itemType, row.itemLabel),
            },
            {
              title: 'Statut',
              dataIndex: 'status',
              render: (status: string) => {
                const shown = CAMPAIGN_STATUS_LABELS[status] ?? { label: status };
                return <Tag color={shown.color}>{shown.label}</Tag>;
              },
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, row) => (
                <Space>
                  <Button aria-label={`Modifier la campagne ${row.name}`} onClick={() => open(row)}>
                    Modifier
                  </Button>
                  {/* A plain button: antd's red text on white reads at 3:1. */}
                  <ConfirmDelete title="Supprimer cette campagne ?" onConfirm={() => remove.mutate(row.id)}>
                    <Button aria-label={`Supprimer la campagne ${row.name}`}>Supprimer</Button>
                  </ConfirmDelete>
                </Space>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={editing !== undefined}
        title={editing?.campaign ? 'Modifier la campagne' : 'Ajouter une campagne'}
        okText="Enregistrer"
        cancelText="Annuler"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        <Form<CampaignValues>
          form={form}
          name="campaign"
          layout="vertical"
          initialValues={{ channel: 'facebook', startsOn: isoDay(0), endsOn: isoDay(6), itemType: 'job' }}
          onFinish={(values) => save.mutate({ id: editing?.campaign?.id, input: toInput(values) })}
        >
          <Form.Item label="Nom de la campagne" name="name" rules={[{ ...REQUIRED, whitespace: true }]}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item label="Canal" name="channel" rules={[REQUIRED]}>
            <Select options={Object.entries(CHANNEL_LABELS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label="Budget (F CFA)" name="budgetFcfa" rules={[REQUIRED]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Date de début" name="startsOn" rules={[REQUIRED]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            label="Date de fin"
            name="endsOn"
            dependencies={['startsOn']}
            rules={[
              REQUIRED,
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) =>
                  !value || value >= String(getFieldValue('startsOn'))
                    ? Promise.resolve()
                    : Promise.reject(new Error('La date de fin doit être le jour de début ou après.')),
              }),
            ]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item label="Type d'élément" name="itemType" rules={[REQUIRED]}>
            <Select
              options={Object.entries(PROMOTED_KIND_LABELS).map(([value, label]) => ({ value, label }))}
              onChange={() => form.setFieldValue('itemId', undefined)}
            />
          </Form.Item>
          <Form.Item
            label="Élément promu"
            name="itemId"
            rules={[{ required: true, message: "Veuillez choisir l'élément à promouvoir." }]}
          >
            <PromotedItemSelect
              kind={itemType}
              current={
                current && current.itemType === itemType
                  ? { value: current.itemId, label: current.itemLabel ?? current.itemId }
                  : undefined
              }
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
