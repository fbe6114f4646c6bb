import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type {
  KnowledgeEntriesQuery as KnowledgeEntriesResult,
  KnowledgeInput,
  KnowledgeRole,
} from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { adminFailureToast, filterRows } from '../admin-list';
import {
  CreateKnowledgeEntryMutation,
  DeleteKnowledgeEntryMutation,
  KnowledgeEntriesQuery,
  UpdateKnowledgeEntryMutation,
} from '../graphql/knowledge.graphql';
import { ConfirmDelete } from './confirm-delete';

type EntryRow = KnowledgeEntriesResult['knowledgeEntries'][number];

const ENTRIES_KEY = ['admin', 'knowledge-entries'];

export const ROLE_LABELS: Record<KnowledgeRole, string> = {
  public: 'Tout le monde',
  worker: 'Professionnels',
  employer: 'Employeurs',
  admin: 'Administrateurs',
};

interface Editing {
  /** Undefined while adding. */
  entry?: EntryRow;
}

/**
 * The assistant's knowledge entries (spec §3), which answer before the FAQ: keywords, the answer
 * (with {prenom}, {credits}, {type}) and who may get it. The first entry that matches answers.
 */
export function KnowledgeEntriesSection() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const [form] = Form.useForm<KnowledgeInput>();

  const entries = useQuery({
    queryKey: ENTRIES_KEY,
    queryFn: ({ signal }) => graphqlRequest(KnowledgeEntriesQuery, undefined, { signal }),
    select: (data) => data.knowledgeEntries,
  });
  const save = useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: KnowledgeInput }) =>
      id
        ? (await graphqlRequest(UpdateKnowledgeEntryMutation, { id, input })).updateKnowledgeEntry
        : (await graphqlRequest(CreateKnowledgeEntryMutation, { input })).createKnowledgeEntry,
    onSuccess: (_saved, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ENTRIES_KEY });
      toast({ title: id ? 'Entrée modifiée' : 'Entrée ajoutée' });
      setEditing(undefined);
    },
    onError: (error) => toast(adminFailureToast("L'entrée n'a pas pu être sauvegardée", error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeleteKnowledgeEntryMutation, { id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ENTRIES_KEY });
      toast({ title: 'Entrée supprimée' });
    },
    onError: (error) => toast(adminFailureToast("L'entrée n'a pas pu être supprimée", error)),
  });

  const all = entries.data ?? [];
  const order = new Map(all.map((entry, index) => [entry.id, index + 1]));
  const rows = filterRows(all, search, (entry) => [...entry.keywords, entry.responseTemplate]);

  const open = (entry?: EntryRow) => {
    form.resetFields();
    form.setFieldsValue(
      entry
        ? {
            keywords: entry.keywords,
            responseTemplate: entry.responseTemplate,
            requiredRole: entry.requiredRole,
          }
        : { keywords: [], responseTemplate: '', requiredRole: 'public' },
    );
    setEditing({ entry });
  };

  return (
    <section aria-labelledby="knowledge-title">
      <Typography.Title level={2} id="knowledge-title">
        Réponses par mots-clés
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        L&apos;assistant consulte ces entrées avant la FAQ et les documents : la première dont un mot-clé
        apparaît dans la question répond, si elle est destinée à tout le monde ou au type de compte de la
        personne. La réponse peut contenir {'{prenom}'}, {'{credits}'} et {'{type}'}.
      </Typography.Paragraph>
      <Flex wrap gap="middle" justify="space-between" style={{ marginBottom: 16 }}>
        <Input
          type="search"
          aria-label="Rechercher un mot-clé ou une réponse"
          placeholder="Rechercher un mot-clé ou une réponse"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Button type="primary" onClick={() => open()}>
          Ajouter une entrée
        </Button>
      </Flex>
      {entries.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les entrées." />
      ) : (
        <Table<EntryRow>
          rowKey="id"
          loading={entries.isPending}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: search ? 'Aucune entrée ne correspond à la recherche.' : 'Aucune entrée.' }}
          columns={[
            { title: 'Ordre', key: 'order', render: (_value, entry) => order.get(entry.id) },
            {
              title: 'Mots-clés',
              dataIndex: 'keywords',
              render: (keywords: string[]) => keywords.map((keyword) => <Tag key={keyword}>{keyword}</Tag>),
            },
            {
              title: 'Réponse',
              dataIndex: 'responseTemplate',
              render: (text: string) => (
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 360 }}>
                  {text}
                </Typography.Paragraph>
              ),
            },
            {
              title: 'Pour',
              dataIndex: 'requiredRole',
              render: (role: KnowledgeRole) => ROLE_LABELS[role],
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, entry) => (
                <Space>
                  <Button aria-label={`Modifier : ${entry.keywords.join(', ')}`} onClick={() => open(entry)}>
                    Modifier
                  </Button>
                  <ConfirmDelete
                    title="Supprimer cette entrée ?"
                    label={`Supprimer : ${entry.keywords.join(', ')}`}
                    onConfirm={() => remove.mutate(entry.id)}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}

      <Modal
        open={editing !== undefined}
        title={editing?.entry ? "Modifier l'entrée" : 'Ajouter une entrée'}
        okText="Enregistrer"
        cancelText="Annuler"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        <Form<KnowledgeInput>
          form={form}
          name="knowledge"
          layout="vertical"
          onFinish={(values) =>
            save.mutate({
              id: editing?.entry?.id,
              input: {
                keywords: values.keywords.map((keyword) => keyword.trim()).filter(Boolean),
                responseTemplate: values.responseTemplate.trim(),
                requiredRole: values.requiredRole,
              },
            })
          }
        >
          <Form.Item
            label="Mots-clés"
            name="keywords"
            extra="Tapez un mot-clé puis Entrée. Plus de 2 caractères ; plusieurs mots forment une expression."
            rules={[{ required: true, type: 'array', min: 1, message: 'Ajoutez au moins un mot-clé.' }]}
          >
            <Select mode="tags" open={false} suffix={null} tokenSeparators={[',']} maxCount={20} />
          </Form.Item>
          <Form.Item
            label="Réponse"
            name="responseTemplate"
            rules={[{ required: true, whitespace: true, message: 'Veuillez écrire la réponse.' }]}
          >
            <Input.TextArea rows={5} maxLength={2000} />
          </Form.Item>
          <Form.Item label="Destinée à" name="requiredRole" rules={[{ required: true }]}>
            <Select
              options={(Object.keys(ROLE_LABELS) as KnowledgeRole[]).map((value) => ({
                value,
                label: ROLE_LABELS[value],
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
