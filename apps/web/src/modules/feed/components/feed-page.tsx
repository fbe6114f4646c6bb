import { Alert, Button, Skeleton, Typography } from 'antd';
import { useSession } from '../../session/hooks/use-session';
import { useFeedLive } from '../hooks/use-feed-live';
import { useFeedPosts } from '../hooks/use-feed-posts';
import styles from './feed.module.css';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';

/** /feed ("Fil d'actualités", spec §2): the composer, then the posts newest first, updated live. */
export function FeedPage() {
  const session = useSession();
  const viewer = session.status === 'signedIn' ? session.user : null;
  const posts = useFeedPosts();
  useFeedLive(viewer?.id ?? '');
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className={styles.page}>
      <Typography.Title level={1}>Fil d'actualités</Typography.Title>
      <PostComposer />
      {posts.isError && items.length === 0 ? (
        <Alert
          type="error"
          showIcon
          title="Impossible de charger les publications."
          action={<Button onClick={() => void posts.refetch()}>Réessayer</Button>}
        />
      ) : posts.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : items.length === 0 ? (
        <Typography.Paragraph className={styles.empty}>Soyez le premier à publier !</Typography.Paragraph>
      ) : (
        <ul className={styles.posts} aria-label="Publications">
          {items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} viewer={viewer} />
            </li>
          ))}
        </ul>
      )}
      {posts.hasNextPage && (
        <Button
          className={styles.more}
          block
          loading={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
        >
          Voir plus de publications
        </Button>
      )}
    </div>
  );
}
