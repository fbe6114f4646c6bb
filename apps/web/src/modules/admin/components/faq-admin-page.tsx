import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminFaqsQuery as AdminFaqsResult, FaqInput } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { filterRows, formatAdminDate } from '../admin-list';
import {
  AdminFaqsQuery,
  CreateFaqMutation,
  DeleteFaqMutation,
  UpdateFaqMutation,
} from '../graphql/faq.graphql';
import { AdminListHeader } from './admin-list-header';
import { EditDialog, RowActions, useAdminEditing } from './admin-editing';

type FaqRow = AdminFaqsResult['adminFaqs'][number];

const FAQS_KEY = ['admin', 'faqs'];
const REQUIRED = { required: true, whitespace: true, message: 'Veuillez remplir tous les champs.' };

/** Admin FAQ (back office §2): list, add, edit and delete questions with their category. */
export function FaqAdminPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  // 'Créer une FAQ' from /admin/ai-analysis: the form opens with the unanswered question.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('question') ?? undefined;
  const [form] = Form.useForm<FaqInput>();

  const faqs = useQuery({
    queryKey: FAQS_KEY,
    queryFn: ({ signal }) => graphqlRequest(AdminFaqsQuery, undefined, { signal }),
    select: (data) => data.adminFaqs,
  });
  const updateList = (change: (rows: FaqRow[]) => FaqRow[]) =>
    queryClient.setQueryData<{ adminFaqs: FaqRow[] }>(
      FAQS_KEY,
      (data) => data && { adminFaqs: change(data.adminFaqs) },
    );
  const editing = useAdminEditing<FaqRow, FaqInput>({
    save: async (id, input) =>
      id
        ? (await graphqlRequest(UpdateFaqMutation, { id, input })).updateFaq
        : (await graphqlRequest(CreateFaqMutation, { input })).createFaq,
    remove: (id) => graphqlRequest(DeleteFaqMutation, { id }),
    onSaved: (saved, id) =>
      updateList((rows) => (id ? rows.map((row) => (row.id === id ? saved : row)) : [saved, ...rows])),
    onRemoved: (id) => updateList((rows) => rows.filter((row) => row.id !== id)),
    messages: {
      added: 'Question ajoutée',
      updated: 'Question modifiée',
      removed: 'Question supprimée',
      saveFailed: "La question n'a pas pu être sauvegardée",
      removeFailed: "La question n'a pas pu être supprimée",
    },
    initial: asked ? {} : undefined,
  });

  const all = faqs.data ?? [];
  const rows = filterRows(all, search, (faq) => [faq.question, faq.answer, faq.category]);
  const categoryOptions = [...new Set(all.map((faq) => faq.category))].map((value) => ({ value }));

  const open = (faq?: FaqRow) => {
    form.resetFields();
    if (faq) form.setFieldsValue({ question: faq.question, answer: faq.answer, category: faq.category });
    else form.setFieldsValue({ question: '' });
    editing.open(faq);
  };

  return (
    <>
      <AdminListHeader
        title="FAQ"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Rechercher une question, une réponse ou une catégorie"
        actions={
          <Button type="primary" onClick={() => open()}>
            Ajouter une question
          </Button>
        }
      />
      {faqs.isError ? (
        <Alert type="error" showIcon title="Impossible de charger la FAQ." />
      ) : (
        <Table<FaqRow>
          rowKey="id"
          loading={faqs.isPending}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: search ? 'Aucune question ne correspond à la recherche.' : 'Aucune question.',
          }}
          columns={[
            { title: 'Question', dataIndex: 'question' },
            { title: 'Catégorie', dataIndex: 'category' },
            {
              title: 'Réponse',
              dataIndex: 'answer',
              render: (answer: string) => (
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 360 }}>
                  {answer}
                </Typography.Paragraph>
              ),
            },
            { title: 'Créée le', dataIndex: 'createdAt', render: (value: string) => formatAdminDate(value) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, faq) => (
                <RowActions
                  editLabel={`Modifier : ${faq.question}`}
                  deleteLabel={`Supprimer : ${faq.question}`}
                  deleteTitle="Supprimer cette question ?"
                  onEdit={() => open(faq)}
                  onDelete={() => editing.remove(faq.id)}
                />
              ),
            },
          ]}
        />
      )}

      <EditDialog
        open={editing.editing !== undefined}
        title={editing.editing?.row ? 'Modifier la question' : 'Ajouter une question'}
        saving={editing.saving}
        onOk={() => form.submit()}
        onCancel={editing.close}
      >
        <Form<FaqInput>
          form={form}
          name="faq"
          layout="vertical"
          initialValues={asked ? { question: asked } : undefined}
          onFinish={(values) =>
            editing.submit({
              question: values.question.trim(),
              answer: values.answer.trim(),
              category: values.category.trim(),
            })
          }
        >
          <Form.Item label="Question" name="question" rules={[REQUIRED]}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item label="Réponse" name="answer" rules={[REQUIRED]}>
            <Input.TextArea rows={5} maxLength={5000} />
          </Form.Item>
          <Form.Item
            label="Catégorie"
            name="category"
            rules={[REQUIRED, { max: 80, message: 'La catégorie ne doit pas dépasser 80 caractères.' }]}
          >
            <AutoComplete options={categoryOptions} showSearch={{ filterOption: true }} />
          </Form.Item>
        </Form>
      </EditDialog>
    </>
  );
}
