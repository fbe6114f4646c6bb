import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Table } from 'antd';
import { useState } from 'react';
import type { AdminProductsQuery as AdminProductsResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import {
  AdminProductsQuery,
  DeleteProductMutation,
  SaveCreditPackMutation,
} from '../../store/graphql/store.graphql';
import { filterRows } from '../admin-list';
import { AdminListHeader } from './admin-list-header';
import { EditDialog, RowActions, useAdminEditing } from './admin-editing';
import { WelcomeBonusCard } from './credits-admin-page-welcome-bonus';

type PackRow = AdminProductsResult['adminProducts'][number];

interface PackFormValues {
  credits?: number | null;
  price?: number | null;
  name?: string;
  description?: string;
}

const PACKS_KEY = ['admin', 'products', 'credit_pack'];
/** Back office §5, word for word. */
const INVALID_PACK = {
  variant: 'destructive' as const,
  title: 'Données invalides',
  description: 'Veuillez entrer un nombre de crédits et un prix valides.',
};
const priceFormat = new Intl.NumberFormat('fr-FR');

const isPositiveInteger = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Back office Credits and pricing: credit packs (cheapest first) and the welcome bonus. */
export function CreditsAdminPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [form] = Form.useForm<PackFormValues>();

  const packs = useQuery({
    queryKey: PACKS_KEY,
    queryFn: ({ signal }) => graphqlRequest(AdminProductsQuery, { type: 'credit_pack' }, { signal }),
    select: (data) => data.adminProducts,
  });

  type PackInput = PackFormValues & { credits: number; price: number };
  const refetch = () => void queryClient.invalidateQueries({ queryKey: PACKS_KEY });
  const editing = useAdminEditing<PackRow, PackInput, unknown>({
    save: (id, values) =>
      graphqlRequest(SaveCreditPackMutation, {
        id: id ?? null,
        input: {
          credits: values.credits,
          price: values.price,
          name: values.name?.trim() || null,
          description: values.description?.trim() || null,
        },
      }),
    remove: (id) => graphqlRequest(DeleteProductMutation, { id }),
    // Packs are listed by price: the server puts a saved one in its place.
    onSaved: refetch,
    onRemoved: refetch,
    messages: {
      added: 'Pack ajouté',
      updated: 'Pack modifié',
      removed: 'Pack supprimé',
      saveFailed: "Le pack n'a pas pu être sauvegardé",
      removeFailed: "Le pack n'a pas pu être supprimé",
    },
  });

  const open = (pack?: PackRow) => {
    form.resetFields();
    if (pack)
      form.setFieldsValue({
        credits: Number(pack.features[0]),
        price: pack.creditsPrice,
        name: pack.name,
        description: pack.description ?? undefined,
      });
    editing.open(pack);
  };

  const submit = (values: PackFormValues) => {
    const { credits, price } = values;
    if (!isPositiveInteger(credits) || !isPositiveInteger(price)) {
      toast(INVALID_PACK);
      return;
    }
    editing.submit({ ...values, credits, price });
  };

  const rows = filterRows(packs.data ?? [], search, (pack) => [pack.name, pack.description]);

  return (
    <>
      <AdminListHeader
        title="Crédits et tarifs"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Rechercher un pack"
        actions={
          <Button type="primary" onClick={() => open()}>
            Ajouter un pack
          </Button>
        }
      />
      <WelcomeBonusCard />
      {packs.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les packs de crédits." />
      ) : (
        <Table<PackRow>
          rowKey="id"
          loading={packs.isPending}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Aucun pack de crédits.' }}
          columns={[
            { title: 'Nom', dataIndex: 'name' },
            { title: 'Crédits', key: 'credits', render: (_value, pack) => pack.features[0] ?? '' },
            {
              title: 'Prix',
              dataIndex: 'creditsPrice',
              render: (price: number) => `${priceFormat.format(price)} F CFA`,
            },
            { title: 'Description', dataIndex: 'description' },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, pack) => (
                <RowActions
                  editLabel={`Modifier : ${pack.name}`}
                  deleteLabel={`Supprimer : ${pack.name}`}
                  deleteTitle={`Êtes-vous sûr de vouloir supprimer "${pack.name}" ?`}
                  onEdit={() => open(pack)}
                  onDelete={() => editing.remove(pack.id)}
                />
              ),
            },
          ]}
        />
      )}

      <EditDialog
        open={editing.editing !== undefined}
        title={editing.editing?.row ? 'Modifier le pack' : 'Ajouter un pack'}
        saving={editing.saving}
        onOk={() => form.submit()}
        onCancel={editing.close}
      >
        <Form<PackFormValues> form={form} name="credit-pack" layout="vertical" onFinish={submit}>
          <Form.Item label="Nombre de crédits" name="credits">
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Prix (F CFA)" name="price">
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Nom (facultatif)" name="name" extra="Par défaut : « Pack {n} crédits ».">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item label="Description (facultative)" name="description">
            <Input.TextArea rows={2} maxLength={5000} />
          </Form.Item>
        </Form>
      </EditDialog>
    </>
  );
}
