import { useQuery } from '@tanstack/react-query';
import { QueryRoot } from '../../../app/query-root';
import { graphqlRequest } from '../../../shared/graphql/client';
import { UnreadConversationCountQuery } from '../graphql/messaging.graphql';
import { useMessagingLiveRefresh } from '../hooks/use-messaging-live-refresh';
import { UNREAD_COUNT_KEY } from '../messaging-cache';
import styles from './unread-badge.module.css';

/** Beside the header's Messages link: how many conversations hold unread messages, kept live. */
export function UnreadBadge() {
  // Loaded lazily by the header, for signed-in users: react-query comes with it.
  return (
    <QueryRoot>
      <UnreadCount />
    </QueryRoot>
  );
}

function UnreadCount() {
  useMessagingLiveRefresh();
  const unread = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => graphqlRequest(UnreadConversationCountQuery, undefined, { signal }),
    select: (data) => data.unreadConversationCount,
  });
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span
      className={styles.badge}
      aria-label={`${count} conversation${count > 1 ? 's' : ''} non lue${count > 1 ? 's' : ''}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
