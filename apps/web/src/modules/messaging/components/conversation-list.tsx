import { useInfiniteQuery } from '@tanstack/react-query';
import { Avatar, Badge, Button, Empty, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { useSession } from '../../session/hooks/use-session';
import { ConversationsQuery } from '../graphql/messaging.graphql';
import { CONVERSATIONS_KEY } from '../messaging-cache';
import styles from './conversation-list.module.css';

interface ConversationListProps {
  activeId: string | undefined;
}

/** Spec §2: rows with the other person's name and avatar, last message, time, sender and read flag. */
export function ConversationList({ activeId }: ConversationListProps) {
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.user.id : undefined;
  const conversations = useInfiniteQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ pageParam, signal }) => graphqlRequest(ConversationsQuery, { before: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.conversations.nextCursor,
  });

  if (conversations.isPending) return <Spin aria-label="Chargement des conversations" />;
  if (conversations.isError) {
    return <Typography.Text type="danger">Impossible de charger les conversations.</Typography.Text>;
  }
  const items = conversations.data.pages.flatMap((page) => page.conversations.items);
  if (items.length === 0) return <Empty description="Aucune conversation pour le moment." />;

  return (
    <>
      <ul className={styles.list} aria-label="Liste des conversations">
        {items.map((conversation) => {
          const other = conversation.otherParticipant;
          const name = other?.fullName ?? 'Utilisateur supprimé';
          const last = conversation.lastMessage;
          const unread = conversation.unreadCount > 0;
          return (
            <li key={conversation.id}>
              <Link
                to={`/messages/${conversation.id}`}
                className={styles.row}
                aria-current={conversation.id === activeId ? 'page' : undefined}
                data-unread={unread || undefined}
              >
                <Avatar src={other?.profilePicUrl ?? undefined} alt="">
                  {name.charAt(0)}
                </Avatar>
                <span className={styles.text}>
                  <span className={styles.top}>
                    <span className={styles.name}>{name}</span>
                    <time dateTime={conversation.lastActivityAt} className={styles.time}>
                      {dayjs(conversation.lastActivityAt).format('DD/MM HH:mm')}
                    </time>
                  </span>
                  <span className={styles.preview}>
                    {last ? `${last.senderId === myId ? 'Vous : ' : ''}${last.content}` : 'Aucun message'}
                  </span>
                </span>
                {unread ? (
                  <Badge
                    count={conversation.unreadCount}
                    aria-label={`${conversation.unreadCount} non lu(s)`}
                  />
                ) : (
                  last && <span className={styles.read}>Lu</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {conversations.hasNextPage && (
        <Button onClick={() => void conversations.fetchNextPage()} loading={conversations.isFetchingNextPage}>
          Afficher plus
        </Button>
      )}
    </>
  );
}
