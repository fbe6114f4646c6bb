import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Upload } from 'antd';
import { useEffect, useState } from 'react';
import type { ArticleInput } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { postForm, uploadFailureDescription } from '../../../shared/uploads/upload-file';
import { useSession } from '../../session/hooks/use-session';
import { AdminArticleContentQuery } from '../graphql/articles-admin.graphql';

export interface EditedArticle {
  id: string;
  title: string;
  imageUrl?: string | null;
}

interface ArticleValues {
  title: string;
  content: string;
  imageUrl?: string;
}

const REQUIRED_TITLE = {
  required: true,
  whitespace: true,
  message: "Veuillez saisir le titre de l'article.",
};
const REQUIRED_CONTENT = {
  required: true,
  whitespace: true,
  message: "Veuillez écrire le contenu de l'article.",
};
// The server's rule: a file sent here (/files/…) or an http(s) address.
const IMAGE_URL = /^(https?:\/\/\S+|\/files\/\S+)$/i;

interface ArticleFormDialogProps {
  /** Undefined when closed; `{}` to add an article, `{ article }` to edit one. */
  editing: { article?: EditedArticle } | undefined;
  saving: boolean;
  onSave: (input: ArticleInput) => void;
  onClose: () => void;
}

/** The add/edit dialog of the admin Articles page: title, Markdown content, picture sent or by URL. */
export function ArticleFormDialog({ editing, saving, onSave, onClose }: ArticleFormDialogProps) {
  const [form] = Form.useForm<ArticleValues>();
  const { token } = useSession();
  const [uploading, setUploading] = useState(false);
  const editedId = editing?.article?.id;
  // The list carries no content: the edited article's text is read when its dialog opens.
  const content = useQuery({
    queryKey: ['admin', 'articles', 'content', editedId],
    queryFn: ({ signal }) => graphqlRequest(AdminArticleContentQuery, { id: editedId ?? '' }, { signal }),
    select: (data) => data.article.content,
    enabled: editedId !== undefined,
    gcTime: 0,
  });

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.article) {
      form.setFieldsValue({ title: editing.article.title, imageUrl: editing.article.imageUrl ?? '' });
    }
  }, [editing, form]);

  useEffect(() => {
    if (content.data !== undefined) form.setFieldValue('content', content.data);
  }, [content.data, form]);

  const upload = async (chosen: File) => {
    const body = new FormData();
    body.append('file', chosen, chosen.name);
    setUploading(true);
    try {
      const answer = await postForm('/uploads/article', body, { token: await token() });
      if (typeof answer.url === 'string') form.setFieldValue('imageUrl', answer.url);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Erreur d'upload",
        description: uploadFailureDescription(error, "L'image n'a pas pu être envoyée."),
      });
    } finally {
      setUploading(false);
    }
  };

  const loadingContent = editedId !== undefined && content.isPending;
  return (
    <Modal
      open={editing !== undefined}
      title={editing?.article ? "Modifier l'article" : 'Ajouter un article'}
      okText="Enregistrer"
      cancelText="Annuler"
      confirmLoading={saving}
      okButtonProps={{ disabled: uploading || loadingContent || content.isError }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={760}
      forceRender
    >
      {content.isError && (
        <Alert type="error" showIcon title="Impossible de charger le contenu de l'article." />
      )}
      <Form<ArticleValues>
        form={form}
        name="article"
        layout="vertical"
        onFinish={(values) =>
          onSave({
            title: values.title.trim(),
            content: values.content.trim(),
            imageUrl: values.imageUrl?.trim() || null,
          })
        }
      >
        <Form.Item label="Titre" name="title" rules={[REQUIRED_TITLE]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          label="Contenu (Markdown)"
          name="content"
          rules={[REQUIRED_CONTENT]}
          extra="Titres avec #, **gras**, *italique*, listes avec -, liens [texte](https://…)."
        >
          <Input.TextArea rows={12} maxLength={50_000} disabled={loadingContent} />
        </Form.Item>
        <Form.Item
          label="Adresse de l'image (facultatif)"
          name="imageUrl"
          rules={[
            {
              pattern: IMAGE_URL,
              message: 'Veuillez saisir une adresse commençant par http://, https:// ou envoyer une image.',
            },
          ]}
        >
          <Input inputMode="url" maxLength={2048} />
        </Form.Item>
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(chosen) => {
            void upload(chosen);
            return false;
          }}
        >
          <Button loading={uploading}>Envoyer une image</Button>
        </Upload>
      </Form>
    </Modal>
  );
}
