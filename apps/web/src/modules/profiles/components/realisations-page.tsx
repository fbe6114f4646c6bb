import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Popconfirm, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import type { PortfolioQuery as PortfolioQueryResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { uploadFailureDescription } from '../../../shared/uploads/upload-file';
import { useUploadFile } from '../../../shared/uploads/use-upload-file';
import { useSession } from '../../session/hooks/use-session';
import {
  AddPortfolioItemMutation,
  DeletePortfolioItemMutation,
  PortfolioQuery,
  UpdatePortfolioItemMutation,
} from '../graphql/portfolio.query';
import { PORTFOLIO_ACCEPT, portfolioFileProblem, uploadedType } from '../portfolio-files';
import { PortfolioMedia } from './portfolio-media';
import styles from './realisations-page.module.css';

type PortfolioItem = PortfolioQueryResult['portfolio'][number];

/** /realisations ('Mes Réalisations', spec §2): the signed-in worker's portfolio. */
export function RealisationsPage() {
  const session = useSession();
  const ownerId = session.status === 'signedIn' ? session.user.id : '';
  const isWorker = session.status === 'signedIn' && session.user.type === 'worker';

  return (
    <>
      <Typography.Title level={1}>Mes Réalisations</Typography.Title>
      {isWorker ? (
        <Portfolio ownerId={ownerId} />
      ) : (
        <Typography.Paragraph>Les réalisations sont réservées aux professionnels.</Typography.Paragraph>
      )}
    </>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; item: PortfolioItem };

function Portfolio({ ownerId }: { ownerId: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  const portfolio = useQuery({
    queryKey: ['portfolio', ownerId],
    queryFn: ({ signal }) => graphqlRequest(PortfolioQuery, { ownerId }, { signal }),
    select: (data) => data.portfolio,
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeletePortfolioItemMutation, { id }),
    onSuccess: async () => {
      toast({ title: 'Réalisation supprimée' });
      await queryClient.invalidateQueries({ queryKey: ['portfolio', ownerId] });
    },
    onError: (error) =>
      failureToast(error, { title: 'Erreur', fallback: "La réalisation n'a pas pu être supprimée." }),
  });

  return (
    <>
      <div className={styles.toolbar}>
        <Typography.Paragraph className={styles.intro}>
          Montrez vos travaux : photos, documents PDF ou vidéos.
        </Typography.Paragraph>
        <Button type="primary" onClick={() => setEditing({ mode: 'add' })}>
          Ajouter une réalisation
        </Button>
      </div>
      {portfolio.isError ? (
        <Alert
          type="error"
          showIcon
          title="Impossible de charger les réalisations."
          action={<Button onClick={() => void portfolio.refetch()}>Réessayer</Button>}
        />
      ) : portfolio.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : portfolio.data.length === 0 ? (
        <Typography.Paragraph>Aucune réalisation pour le moment.</Typography.Paragraph>
      ) : (
        <ul className={styles.grid}>
          {portfolio.data.map((item) => (
            <li key={item.id} className={styles.item}>
              <PortfolioMedia item={item} />
              <h2 className={styles.title}>{item.title}</h2>
              {item.description && <p className={styles.text}>{item.description}</p>}
              <div className={styles.actions}>
                <Button
                  onClick={() => setEditing({ mode: 'edit', item })}
                  aria-label={`Modifier ${item.title}`}
                >
                  Modifier
                </Button>
                <Popconfirm
                  title="Supprimer cette réalisation ?"
                  description="Cette action est définitive."
                  okText="Supprimer"
                  cancelText="Annuler"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutate(item.id)}
                >
                  <Button danger aria-label={`Supprimer ${item.title}`}>
                    Supprimer
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PortfolioItemDialog
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            await queryClient.invalidateQueries({ queryKey: ['portfolio', ownerId] });
          }}
        />
      )}
    </>
  );
}

interface ItemFormValues {
  title: string;
  description?: string;
}

interface PortfolioItemDialogProps {
  editing: Editing;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** Adds an item (file required) or edits one (file optional: the current one stays). */
function PortfolioItemDialog({ editing, onClose, onSaved }: PortfolioItemDialogProps) {
  const [form] = Form.useForm<ItemFormValues>();
  const upload = useUploadFile();
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const current = editing.mode === 'edit' ? editing.item : undefined;

  const save = useMutation({
    mutationFn: async (values: ItemFormValues) => {
      let fileUrl = current?.fileUrl ?? '';
      let type = current?.type ?? 'image';
      if (file) {
        const uploaded = await upload('portfolio', file);
        fileUrl = uploaded.url;
        type = uploadedType(uploaded.type, file);
      }
      const input = {
        title: values.title.trim(),
        description: values.description?.trim() || null,
        type,
        fileUrl,
      };
      if (current) await graphqlRequest(UpdatePortfolioItemMutation, { id: current.id, input });
      else await graphqlRequest(AddPortfolioItemMutation, { input });
    },
    onSuccess: async () => {
      toast({ title: current ? 'Réalisation modifiée' : 'Réalisation ajoutée' });
      await onSaved();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Erreur d'upload",
        description: uploadFailureDescription(error, "Votre réalisation n'a pas pu être enregistrée."),
      }),
  });

  const onFinish = (values: ItemFormValues) => {
    if (!file && !current) {
      setFileError('Veuillez choisir un fichier.');
      return;
    }
    save.mutate(values);
  };

  return (
    <Modal
      open
      title={current ? 'Modifier la réalisation' : 'Ajouter une réalisation'}
      okText="Enregistrer"
      cancelText="Annuler"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: current?.title ?? '', description: current?.description ?? '' }}
        onFinish={onFinish}
      >
        <Form.Item
          name="title"
          label="Titre"
          rules={[{ required: true, whitespace: true, message: 'Veuillez saisir un titre.' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        <div className={styles.fileField}>
          <label htmlFor={fileId}>{current ? 'Remplacer le fichier (facultatif)' : 'Fichier'}</label>
          <input
            id={fileId}
            type="file"
            accept={PORTFOLIO_ACCEPT}
            aria-describedby={`${fileId}-help`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              const problem = chosen && portfolioFileProblem(chosen);
              setFileError(problem);
              setFile(problem ? undefined : chosen);
              if (problem) event.target.value = '';
            }}
          />
          <span id={`${fileId}-help`} className={styles.help}>
            Image, PDF ou vidéo MP4/MOV, 20 Mo au maximum.
          </span>
          {fileError && (
            <span role="alert" className={styles.error}>
              {fileError}
            </span>
          )}
        </div>
      </Form>
    </Modal>
  );
}
