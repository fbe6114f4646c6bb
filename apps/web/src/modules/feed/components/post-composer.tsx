import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { type SubmitEvent, useId, useRef, useState } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import { UploadError, postForm } from '../../../shared/uploads/upload-file';
import { useSession } from '../../session/hooks/use-session';
import { addPost } from '../feed-cache';
import { CreatePostMutation } from '../graphql/feed.graphql';
import styles from './feed.module.css';

/** Spec §5: images, mp4 and QuickTime; the server checks the content and the size (20 Mo). */
const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,video/mp4,video/quicktime';
const CONTENT_REQUIRED = 'Veuillez écrire le texte de votre publication.';
/** The server's limit, checked here too so a phone does not send 50 Mo for nothing. */
const MAX_MEDIA_MB = 20;

/** The composer: text (required) and an optional picture or video, sent before the post. */
export function PostComposer() {
  const client = useQueryClient();
  const { token } = useSession();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();

  const publish = useMutation({
    mutationFn: async ({ text, media }: { text: string; media: File | undefined }) => {
      let mediaUrl: string | null = null;
      if (media) {
        const body = new FormData();
        body.append('file', media, media.name);
        const uploaded = await postForm('/uploads/post', body, { token: await token() });
        mediaUrl = typeof uploaded.url === 'string' ? uploaded.url : null;
      }
      return (await graphqlRequest(CreatePostMutation, { input: { content: text, mediaUrl } })).createPost;
    },
    onSuccess: (post) => {
      addPost(client, post);
      setContent('');
      setFile(undefined);
      if (fileInput.current) fileInput.current.value = '';
      toast({ title: 'Publication créée' });
    },
    onError: (error) =>
      error instanceof UploadError
        ? toast({ variant: 'destructive', title: "Erreur d'upload", description: error.message })
        : failureToast(error, { title: 'Erreur', fallback: "Votre publication n'a pas pu être créée." }),
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setProblem(CONTENT_REQUIRED);
      return;
    }
    if (file && file.size > MAX_MEDIA_MB * 1024 * 1024) {
      setProblem(`Le fichier dépasse la taille maximale de ${MAX_MEDIA_MB} Mo.`);
      return;
    }
    setProblem(undefined);
    publish.mutate({ text, media: file });
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label="Nouvelle publication">
      <Input.TextArea
        aria-label="Texte de la publication"
        placeholder="Quoi de neuf ?"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={5000}
        status={problem ? 'error' : undefined}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.composerActions}>
        <label htmlFor={fileId} className={styles.fileLabel}>
          Photo ou vidéo
        </label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept={MEDIA_ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        <Button type="primary" htmlType="submit" loading={publish.isPending}>
          Publier
        </Button>
      </div>
    </form>
  );
}
