import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import type {
  AdminProductsQuery as AdminProductsResult,
  ProductInput,
} from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { postForm, uploadFailureDescription } from '../../../shared/uploads/upload-file';
import { useSession } from '../../session/hooks/use-session';
import {
  AdminProductsQuery,
  CreateProductMutation,
  DeleteProductMutation,
  UpdateProductMutation,
} from '../../store/graphql/store.graphql';
import { adminFailureToast, filterRows, formatAdminDate } from '../admin-list';
import { AdminListHeader } from './admin-list-header';
import { ConfirmDelete } from './confirm-delete';

type ProductRow = AdminProductsResult['adminProducts'][number];
type CatalogueType = 'digital_product' | 'physical_product';

interface ProductFormValues {
  name: string;
  creditsPrice: number;
  imageUrl?: string;
  description?: string;
  features?: string;
}

interface StoredFile {
  fileKey: string;
  fileType: string;
  fileName: string;
}

const REQUIRED = { required: true, whitespace: true, message: 'Veuillez remplir ce champ.' };
const PRICE_RULE = {
  required: true,
  type: 'integer' as const,
  min: 1,
  message: 'Le prix doit être un nombre entier de crédits supérieur à 0.',
};

interface ProductCatalogueAdminProps {
  type: CatalogueType;
  title: string;
}

/** Back office Products and Digital products: list, add, edit and delete (with the spec's confirmation). */
export function ProductCatalogueAdmin({ type, title }: ProductCatalogueAdminProps) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ product?: ProductRow }>();
  const [file, setFile] = useState<StoredFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [form] = Form.useForm<ProductFormValues>();
  const digital = type === 'digital_product';
  const queryKey = ['admin', 'products', type];

  const products = useQuery({
    queryKey,
    queryFn: ({ signal }) => graphqlRequest(AdminProductsQuery, { type }, { signal }),
    select: (data) => data.adminProducts,
  });

  const save = useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: ProductInput }) =>
      id
        ? graphqlRequest(UpdateProductMutation, { id, input })
        : graphqlRequest(CreateProductMutation, { input }),
    onSuccess: (_data, { id }) => {
      void queryClient.invalidateQueries({ queryKey });
      toast({ title: id ? 'Produit modifié' : 'Produit ajouté' });
      setEditing(undefined);
    },
    onError: (error) => toast(adminFailureToast("Le produit n'a pas pu être sauvegardé", error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeleteProductMutation, { id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey });
      toast({ title: 'Produit supprimé' });
    },
    onError: (error) => toast(adminFailureToast("Le produit n'a pas pu être supprimé", error)),
  });

  const upload = async (kind: 'file' | 'image', chosen: File) => {
    const body = new FormData();
    body.append('file', chosen, chosen.name);
    setUploading(true);
    try {
      const answer = await postForm(`/product-files/${kind}`, body, { token: await token() });
      if (kind === 'image' && typeof answer.url === 'string') form.setFieldValue('imageUrl', answer.url);
      if (kind === 'file') setFile(answer as unknown as StoredFile);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Erreur d'upload",
        description: uploadFailureDescription(error, "Le fichier n'a pas pu être envoyé."),
      });
    } finally {
      setUploading(false);
    }
  };

  const open = (product?: ProductRow) => {
    form.resetFields();
    setFile(
      product?.fileKey
        ? { fileKey: product.fileKey, fileType: product.fileType ?? '', fileName: product.fileKey }
        : null,
    );
    if (product)
      form.setFieldsValue({
        name: product.name,
        creditsPrice: product.creditsPrice,
        imageUrl: product.imageUrl ?? undefined,
        description: product.description ?? undefined,
        features: product.features.join('\n'),
      });
    setEditing({ product });
  };

  const submit = (values: ProductFormValues) =>
    save.mutate({
      id: editing?.product?.id,
      input: {
        type,
        name: values.name.trim(),
        creditsPrice: values.creditsPrice,
        imageUrl: values.imageUrl?.trim() || null,
        description: values.description?.trim() || null,
        features: (values.features ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        fileKey: digital ? (file?.fileKey ?? null) : null,
        fileType: digital ? (file?.fileType ?? null) : null,
      },
    });

  const rows = filterRows(products.data ?? [], search, (product) => [product.name, product.description]);

  return (
    <>
      <AdminListHeader
        title={title}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Rechercher un produit"
        actions={
          <Button type="primary" onClick={() => open()}>
            Ajouter un produit
          </Button>
        }
      />
      {products.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les produits." />
      ) : (
        <Table<ProductRow>
          rowKey="id"
          loading={products.isPending}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: search ? 'Aucun produit ne correspond à la recherche.' : 'Aucun produit.' }}
          columns={[
            {
              title: 'Image',
              dataIndex: 'imageUrl',
              render: (url: string | null) =>
                url ? (
                  <img
                    src={url}
                    alt=""
                    width={64}
                    height={48}
                    loading="lazy"
                    style={{ objectFit: 'cover' }}
                  />
                ) : null,
            },
            { title: 'Nom', dataIndex: 'name' },
            { title: 'Prix (crédits)', dataIndex: 'creditsPrice' },
            ...(digital
              ? [
                  {
                    title: 'Fichier',
                    key: 'file',
                    render: (_v: unknown, p: ProductRow) => (p.hasFile ? 'Oui' : 'Non'),
                  },
                ]
              : []),
            { title: 'Créé le', dataIndex: 'createdAt', render: (value: string) => formatAdminDate(value) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, product) => (
                <Space>
                  <Button aria-label={`Modifier : ${product.name}`} onClick={() => open(product)}>
                    Modifier
                  </Button>
                  <ConfirmDelete
                    title={`Êtes-vous sûr de vouloir supprimer "${product.name}" ?`}
                    label={`Supprimer : ${product.name}`}
                    onConfirm={() => remove.mutate(product.id)}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}

      <Modal
        open={editing !== undefined}
        title={editing?.product ? 'Modifier le produit' : 'Ajouter un produit'}
        okText="Enregistrer"
        cancelText="Annuler"
        confirmLoading={save.isPending}
        okButtonProps={{ disabled: uploading }}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        <Form<ProductFormValues> form={form} name={type} layout="vertical" onFinish={submit}>
          <Form.Item label="Nom" name="name" rules={[REQUIRED]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item label="Prix en crédits" name="creditsPrice" rules={[PRICE_RULE]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="URL de l'image"
            name="imageUrl"
            extra={digital ? "Sans image, l'image par défaut de la boutique est utilisée." : undefined}
          >
            <Input maxLength={2000} />
          </Form.Item>
          <Upload
            accept="image/jpeg,image/png,image/webp"
            showUploadList={false}
            beforeUpload={(chosen) => {
              void upload('image', chosen);
              return false;
            }}
          >
            <Button loading={uploading}>Envoyer une image</Button>
          </Upload>
          <Form.Item label="Description" name="description" style={{ marginTop: 16 }}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
          <Form.Item label="Ce que vous obtenez (un avantage par ligne)" name="features">
            <Input.TextArea rows={3} />
          </Form.Item>
          {digital && (
            <Space orientation="vertical">
              <Typography.Text>Fichier du produit : {file ? file.fileName : 'aucun'}</Typography.Text>
              <Upload
                showUploadList={false}
                beforeUpload={(chosen) => {
                  void upload('file', chosen);
                  return false;
                }}
              >
                <Button loading={uploading}>Choisir le fichier</Button>
              </Upload>
            </Space>
          )}
        </Form>
      </Modal>
    </>
  );
}
