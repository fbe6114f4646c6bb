import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Button, Form, Input, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import type {
  AdminTestimonialsQuery as AdminTestimonialsResult,
  TestimonialInput,
} from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast, filterRows, formatAdminDate } from '../admin-list';
import {
  AdminTestimonialsQuery,
  CreateTestimonialMutation,
  DeleteTestimonialMutation,
  SetTestimonialVisibilityMutation,
  UpdateTestimonialMutation,
} from '../graphql/testimonials.graphql';
import { AdminListHeader } from './admin-list-header';
import { EditDialog, RowActions, useAdminEditing } from './admin-editing';

type TestimonialRow = AdminTestimonialsResult['adminTestimonials'][number];

interface TestimonialValues {
  quote: string;
  authorName: string;
  authorRole?: string;
  authorAvatarUrl?: string;
  isVisible: boolean;
}

const TESTIMONIALS_KEY = ['admin', 'testimonials'];
const REQUIRED = { required: true, whitespace: true, message: 'Veuillez remplir tous les champs.' };
// The server's rule: an http(s) address or a path on this site.
const AVATAR_URL = /^(https?:\/\/\S+|\/\S*)$/i;

function toInput(values: TestimonialValues): TestimonialInput {
  return {
    quote: values.quote.trim(),
    authorName: values.authorName.trim(),
    authorRole: values.authorRole?.trim() || null,
    authorAvatarUrl: values.authorAvatarUrl?.trim() || null,
    isVisible: values.isVisible,
  };
}

/** Admin testimonials (back office §2): list, add, edit, delete, and a switch for is_visible. */
export function TestimonialsAdminPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [form] = Form.useForm<TestimonialValues>();

  const testimonials = useQuery({
    queryKey: TESTIMONIALS_KEY,
    queryFn: ({ signal }) => graphqlRequest(AdminTestimonialsQuery, undefined, { signal }),
    select: (data) => data.adminTestimonials,
  });
  const updateList = (change: (rows: TestimonialRow[]) => TestimonialRow[]) =>
    queryClient.setQueryData<{ adminTestimonials: TestimonialRow[] }>(
      TESTIMONIALS_KEY,
      (data) => data && { adminTestimonials: change(data.adminTestimonials) },
    );
  const replaceRow = (saved: TestimonialRow) =>
    updateList((rows) => rows.map((row) => (row.id === saved.id ? saved : row)));

  const editing = useAdminEditing<TestimonialRow, TestimonialInput>({
    save: async (id, input) =>
      id
        ? (await graphqlRequest(UpdateTestimonialMutation, { id, input })).updateTestimonial
        : (await graphqlRequest(CreateTestimonialMutation, { input })).createTestimonial,
    remove: (id) => graphqlRequest(DeleteTestimonialMutation, { id }),
    onSaved: (saved, id) => (id ? replaceRow(saved) : updateList((rows) => [saved, ...rows])),
    onRemoved: (id) => updateList((rows) => rows.filter((row) => row.id !== id)),
    messages: {
      added: 'Témoignage ajouté',
      updated: 'Témoignage modifié',
      removed: 'Témoignage supprimé',
      saveFailed: "Le témoignage n'a pas pu être sauvegardé",
      removeFailed: "Le témoignage n'a pas pu être supprimé",
    },
  });
  const visibility = useMutation({
    mutationFn: async (variables: { id: string; isVisible: boolean }) =>
      (await graphqlRequest(SetTestimonialVisibilityMutation, variables)).setTestimonialVisibility,
    onSuccess: (saved) => {
      replaceRow(saved);
      toast({ title: saved.isVisible ? 'Témoignage affiché' : 'Témoignage masqué' });
    },
    onError: (error) =>
      toast(adminFailureToast("La visibilité du témoignage n'a pas pu être modifiée", error)),
  });
  const rows = filterRows(testimonials.data ?? [], search, (item) => [
    item.quote,
    item.authorName,
    item.authorRole,
  ]);

  const open = (testimonial?: TestimonialRow) => {
    form.resetFields();
    if (testimonial) {
      form.setFieldsValue({
        quote: testimonial.quote,
        authorName: testimonial.authorName,
        authorRole: testimonial.authorRole ?? '',
        authorAvatarUrl: testimonial.authorAvatarUrl ?? '',
        isVisible: testimonial.isVisible,
      });
    }
    editing.open(testimonial);
  };

  return (
    <>
      <AdminListHeader
        title="Témoignages"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Rechercher une citation ou un auteur"
        actions={
          <Button type="primary" onClick={() => open()}>
            Ajouter un témoignage
          </Button>
        }
      />
      {testimonials.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les témoignages." />
      ) : (
        <Table<TestimonialRow>
          rowKey="id"
          loading={testimonials.isPending}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: search ? 'Aucun témoignage ne correspond à la recherche.' : 'Aucun témoignage.',
          }}
          columns={[
            {
              title: 'Auteur',
              key: 'author',
              render: (_value, item) => (
                <Space>
                  <Avatar src={item.authorAvatarUrl ?? undefined} alt="">
                    {item.authorName.charAt(0).toUpperCase()}
                  </Avatar>
                  <span>
                    <strong>{item.authorName}</strong>
                    {item.authorRole && <div>{item.authorRole}</div>}
                  </span>
                </Space>
              ),
            },
            {
              title: 'Citation',
              dataIndex: 'quote',
              render: (quote: string) => (
                <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0, maxWidth: 420 }}>
                  {quote}
                </Typography.Paragraph>
              ),
            },
            {
              title: 'Visible',
              dataIndex: 'isVisible',
              render: (isVisible: boolean, item) => (
                <Switch
                  checked={isVisible}
                  aria-label={`Afficher le témoignage de ${item.authorName}`}
                  loading={visibility.isPending && visibility.variables.id === item.id}
                  onChange={(checked) => visibility.mutate({ id: item.id, isVisible: checked })}
                />
              ),
            },
            { title: 'Créé le', dataIndex: 'createdAt', render: (value: string) => formatAdminDate(value) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, item) => (
                <RowActions
                  editLabel={`Modifier le témoignage de ${item.authorName}`}
                  deleteLabel={`Supprimer le témoignage de ${item.authorName}`}
                  deleteTitle="Supprimer ce témoignage ?"
                  onEdit={() => open(item)}
                  onDelete={() => editing.remove(item.id)}
                />
              ),
            },
          ]}
        />
      )}

      <EditDialog
        open={editing.editing !== undefined}
        title={editing.editing?.row ? 'Modifier le témoignage' : 'Ajouter un témoignage'}
        saving={editing.saving}
        onOk={() => form.submit()}
        onCancel={editing.close}
      >
        <Form<TestimonialValues>
          form={form}
          name="testimonial"
          layout="vertical"
          initialValues={{ isVisible: true }}
          onFinish={(values) => editing.submit(toInput(values))}
        >
          <Form.Item label="Citation" name="quote" rules={[REQUIRED]}>
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
          <Form.Item label="Nom de l'auteur" name="authorName" rules={[REQUIRED]}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item label="Rôle de l'auteur (facultatif)" name="authorRole">
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item
            label="Adresse de la photo (facultatif)"
            name="authorAvatarUrl"
            rules={[
              {
                pattern: AVATAR_URL,
                message: 'Veuillez saisir une adresse commençant par http://, https:// ou /.',
              },
            ]}
          >
            <Input inputMode="url" />
          </Form.Item>
          <Form.Item label="Visible sur le site" name="isVisible" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </EditDialog>
    </>
  );
}
