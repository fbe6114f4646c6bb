import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import type {
  DocumentStatus,
  TrainingDocumentsQuery as TrainingDocumentsResult,
} from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { UploadError, postForm } from '../../../shared/uploads/upload-file';
import { useSession } from '../../session/hooks/use-session';
import { adminFailureToast, formatAdminDate } from '../admin-list';
import {
  DeleteTrainingDocumentMutation,
  TrainingDocumentsQuery,
} from '../graphql/training-documents.graphql';
import { ConfirmDelete } from './confirm-delete';

type DocumentRow = TrainingDocumentsResult['trainingDocuments'][number];

const DOCUMENTS_KEY = ['admin', 'training-documents'];
/** While a document is on its way, the list follows its progress. */
const PROGRESS_POLL_MS = 1_000;
const NO_FILE = 'Aucun fichier sélectionné';

const STATUS: Record<DocumentStatus, { label: string; color: string }> = {
  pending: { label: 'En attente', color: 'default' },
  extracting: { label: 'Extraction', color: 'processing' },
  indexing: { label: 'Indexation', color: 'processing' },
  ready: { label: 'Prêt', color: 'success' },
  failed: { label: 'Échec', color: 'error' },
};

const TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain': 'TXT',
};

const size = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${size.format(bytes / 1024)} Ko` : `${size.format(bytes / (1024 * 1024))} Mo`;

/** Back office AI training: a PDF, TXT or DOCX file, indexed for the assistant, with its progress. */
export function TrainingDocumentsSection() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [missing, setMissing] = useState(false);

  const documents = useQuery({
    queryKey: DOCUMENTS_KEY,
    queryFn: ({ signal }) => graphqlRequest(TrainingDocumentsQuery, undefined, { signal }),
    select: (data) => data.trainingDocuments,
    refetchInterval: (query) =>
      query.state.data?.trainingDocuments.some(({ status }) => status !== 'ready' && status !== 'failed')
        ? PROGRESS_POLL_MS
        : false,
  });
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const body = new FormData();
      body.append('file', chosen, chosen.name);
      return postForm('/uploads/training-document', body, { token: await session.token() });
    },
    onSuccess: () => {
      setFile(undefined);
      toast({
        title: 'Document importé',
        description: "L'assistant l'indexe : suivez son état dans la liste.",
      });
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Le document n'a pas pu être importé",
        description: error instanceof UploadError ? error.message : 'Une erreur est survenue.',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeleteTrainingDocumentMutation, { id }),
    onSuccess: () => {
      toast({ title: 'Document supprimé' });
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
    onError: (error) => toast(adminFailureToast("Le document n'a pas pu être supprimé", error)),
  });

  const submit = () => {
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate(file);
  };

  return (
    <section aria-labelledby="documents-title">
      <Typography.Title level={2} id="documents-title">
        Documents
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        PDF, TXT ou DOCX de 10 Mo au plus. L&apos;assistant en extrait le texte et répond avec ses passages.
      </Typography.Paragraph>
      <Flex wrap gap="middle" align="center" style={{ marginBottom: 16 }}>
        <Upload
          accept=".pdf,.txt,.docx,application/pdf,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          maxCount={1}
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setMissing(false);
            // Kept here until 'Importer': antd sends nothing itself.
            return false;
          }}
          onRemove={() => setFile(undefined)}
        >
          <Button>Choisir un fichier</Button>
        </Upload>
        <Button type="primary" loading={upload.isPending} onClick={submit}>
          Importer
        </Button>
      </Flex>
      {missing && <Alert type="error" showIcon title={NO_FILE} style={{ marginBottom: 16 }} />}
      {documents.isError ? (
        <Alert type="error" showIcon title="Impossible de charger les documents." />
      ) : (
        <Table<DocumentRow>
          rowKey="id"
          loading={documents.isPending}
          dataSource={documents.data ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Aucun document.' }}
          columns={[
            { title: 'Titre', dataIndex: 'title' },
            { title: 'Type', dataIndex: 'mimeType', render: (type: string) => TYPES[type] ?? type },
            { title: 'Taille', dataIndex: 'sizeBytes', render: (bytes: number) => formatSize(bytes) },
            { title: 'Passages', dataIndex: 'passages' },
            {
              title: 'État',
              key: 'status',
              render: (_value, document) => (
                <>
                  <Tag color={STATUS[document.status].color}>{STATUS[document.status].label}</Tag>
                  {document.error && <Typography.Text type="danger">{document.error}</Typography.Text>}
                </>
              ),
            },
            { title: 'Importé par', dataIndex: 'uploadedBy', render: (name: string | null) => name ?? '—' },
            { title: 'Le', dataIndex: 'createdAt', render: (value: string) => formatAdminDate(value) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_value, document) => (
                <ConfirmDelete
                  title="Supprimer ce document ?"
                  label={`Supprimer : ${document.title}`}
                  onConfirm={() => remove.mutate(document.id)}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
