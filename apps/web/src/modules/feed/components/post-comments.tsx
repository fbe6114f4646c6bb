import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Skeleton } from 'antd';
import { type SubmitEvent, useState } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import type { SessionUser } from '../../session/hooks/use-session';
import { addComment, commentsKey, removeComment } from '../feed-cache';
import {
  AddPostCommentMutation,
  DeletePostCommentMutation,
  PostCommentsQuery,
} from '../graphql/feed.graphql';
import styles from './feed.module.css';

const COMMENTS_PAGE_SIZE = 20;

interface PostCommentsProps {
  postId: string;
  viewer: SessionUser | null;
}

/** A post's comments, oldest first in a scrollable list, and the box to add one. */
export function PostComments({ postId, viewer }: PostCommentsProps) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const comments = useInfiniteQuery({
    queryKey: commentsKey(postId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      (
        await graphqlRequest(
          PostCommentsQuery,
          { postId, after: pageParam, first: COMMENTS_PAGE_SIZE },
          { signal },
        )
      ).postComments,
    getNextPageParam: (last) => last.nextCursor,
  });
  const add = useMutation({
    mutationFn: (content: string) => graphqlRequest(AddPostCommentMutation, { postId, content }),
    onSuccess: ({ addPostComment }) => {
      addComment(client, addPostComment);
      setText('');
    },
    onError: (error) =>
      failureToast(error, { title: 'Erreur', fallback: "Votre commentaire n'a pas pu être publié." }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => graphqlRequest(DeletePostCommentMutation, { id }),
    onSuccess: (_, id) => removeComment(client, postId, id),
    onError: (error) =>
      failureToast(error, { title: 'Erreur', fallback: 'Le commentaire n’a pas pu être supprimé.' }),
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = text.trim();
    // Spec §5: a blank comment is ignored.
    if (content) add.mutate(content);
  };
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className={styles.comments} aria-label="Commentaires">
      {comments.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : comments.isError ? (
        <p>Impossible de charger les commentaires.</p>
      ) : (
        <ul className={styles.commentList}>
          {items.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <strong>{comment.author.fullName}</strong>{' '}
              <span className={styles.commentText}>{comment.content}</span>
              {viewer && (viewer.type === 'admin' || viewer.id === comment.author.id) && (
                <Button
                  type="link"
                  size="small"
                  danger
                  aria-label={`Supprimer le commentaire de ${comment.author.fullName}`}
                  onClick={() => remove.mutate(comment.id)}
                >
                  Supprimer
                </Button>
              )}
            </li>
          ))}
          {comments.hasNextPage && (
            <li>
              <Button
                type="link"
                loading={comments.isFetchingNextPage}
                onClick={() => void comments.fetchNextPage()}
              >
                Voir plus de commentaires
              </Button>
            </li>
          )}
        </ul>
      )}
      <form className={styles.commentForm} onSubmit={submit}>
        <Input
          aria-label="Votre commentaire"
          placeholder="Écrire un commentaire…"
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
        />
        <Button htmlType="submit" loading={add.isPending}>
          Commenter
        </Button>
      </form>
    </section>
  );
}
