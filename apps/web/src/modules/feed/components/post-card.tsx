import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, type MenuProps, Popconfirm } from 'antd';
import { useState } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { toast } from '../../../shared/notifications/toast';
import type { SessionUser } from '../../session/hooks/use-session';
import { type FeedPost, removePost, setLikes } from '../feed-cache';
import { DeletePostMutation, TogglePostLikeMutation } from '../graphql/feed.graphql';
import { postShareLinks, postUrl } from '../post-share';
import styles from './feed.module.css';
import { PostComments } from './post-comments';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

interface PostCardProps {
  post: FeedPost;
  viewer: SessionUser | null;
}

/** One post: author, text, media, likes, comments (opened on demand), sharing and deletion. */
export function PostCard({ post, viewer }: PostCardProps) {
  const client = useQueryClient();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const mayDelete = viewer !== null && (viewer.type === 'admin' || viewer.id === post.author.id);

  const like = useMutation({
    mutationFn: () => graphqlRequest(TogglePostLikeMutation, { postId: post.id }),
    onSuccess: ({ togglePostLike }) =>
      setLikes(client, post.id, togglePostLike.likeCount, togglePostLike.liked),
    onError: (error) => failureToast(error, { title: 'Erreur' }),
  });
  const remove = useMutation({
    mutationFn: () => graphqlRequest(DeletePostMutation, { id: post.id }),
    onSuccess: () => {
      removePost(client, post.id);
      toast({ title: 'Publication supprimée' });
    },
    onError: (error) => failureToast(error, { title: 'Impossible de supprimer la publication' }),
  });

  const url = postUrl(window.location.origin, post.id);
  const shareItems: MenuProps['items'] = [
    { key: 'copy', label: 'Copier le lien' },
    ...postShareLinks(url, post.author.fullName).map((link) => ({
      key: `share:${link.network}`,
      label: (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {`Partager sur ${link.network}`}
        </a>
      ),
    })),
  ];
  const onShare: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'copy') return;
    // The clipboard API exists only on secure pages (https or this machine): typed as always there.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(url) : Promise.reject(new Error('Presse-papiers indisponible'))).then(
      () => toast({ title: 'Lien copié' }),
      () => toast({ variant: 'destructive', title: 'Erreur', description: "Le lien n'a pas pu être copié." }),
    );
  };

  return (
    <article
      id={`post-${post.id}`}
      className={styles.card}
      aria-label={`Publication de ${post.author.fullName}`}
    >
      <header className={styles.cardHeader}>
        <Avatar src={post.author.profilePicUrl ?? undefined} alt="">
          {post.author.fullName.slice(0, 1)}
        </Avatar>
        <div>
          <strong>{post.author.fullName}</strong>
          <time className={styles.date} dateTime={post.createdAt}>
            {dateFormat.format(new Date(post.createdAt))}
          </time>
        </div>
      </header>
      <p className={styles.content}>{post.content}</p>
      {post.mediaUrl && post.mediaType === 'video' && (
        <video className={styles.media} src={post.mediaUrl} controls preload="none">
          <a href={post.mediaUrl}>Télécharger la vidéo</a>
        </video>
      )}
      {post.mediaUrl && post.mediaType === 'image' && (
        <DataSavingImage
          className={styles.media}
          src={post.mediaUrl}
          // The feed's column is at most 680 px wide.
          sizes="(max-width: 680px) 100vw, 680px"
          alt={`Image de la publication de ${post.author.fullName}`}
        />
      )}
      <div className={styles.actions}>
        <Button
          type={post.likedByMe ? 'primary' : 'default'}
          aria-pressed={post.likedByMe}
          loading={like.isPending}
          onClick={() => like.mutate()}
        >
          {`J'aime (${post.likeCount})`}
        </Button>
        <Button aria-expanded={commentsOpen} onClick={() => setCommentsOpen((open) => !open)}>
          {`Commentaires (${post.commentCount})`}
        </Button>
        <Dropdown menu={{ items: shareItems, onClick: onShare }} trigger={['click']}>
          <Button>Partager</Button>
        </Dropdown>
        {mayDelete && (
          <Popconfirm
            title="Supprimer cette publication ?"
            description="Cette action est définitive."
            okText="Supprimer"
            cancelText="Annuler"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate()}
          >
            <Button danger loading={remove.isPending}>
              Supprimer
            </Button>
          </Popconfirm>
        )}
      </div>
      {commentsOpen && <PostComments postId={post.id} viewer={viewer} />}
    </article>
  );
}
