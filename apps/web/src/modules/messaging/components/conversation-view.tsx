import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { Avatar, Button, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MessagesQuery as MessagesResult } from '../../../graphql/generated/graphql';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { useDeferredQueryData } from '../../../shared/query/use-deferred-query-data';
import { useLiveEmit } from '../../realtime/use-live-emit';
import { useLiveEvent } from '../../realtime/use-live-event';
import { useLiveReconnect } from '../../realtime/use-live-reconnect';
import { useSession } from '../../session/hooks/use-session';
import {
  ConversationQuery,
  MarkConversationReadMutation,
  MessagesQuery,
  SendMessageMutation,
} from '../graphql/messaging.graphql';
import { isNetworkFailure, queueMessage, useQueuedMessages } from '../outbox';
import {
  CONVERSATIONS_KEY,
  conversationKey,
  JOIN_CONVERSATION,
  LEAVE_CONVERSATION,
  LIVE_CONVERSATION_UPDATED,
  LIVE_MESSAGE_CREATED,
  LIVE_TYPING,
  type LiveConversationUpdated,
  type LiveMessage,
  type LiveMessageCreated,
  messagesKey,
  UNREAD_COUNT_KEY,
} from '../messaging-cache';
import styles from './conversation-view.module.css';
import { MessageComposer } from './message-composer';

/** How long "is typing" stays up without a new signal. */
const TYPING_SHOWN_MS = 3_000;

type MessagePages = InfiniteData<MessagesResult, string | null>;

/** Adds a message to the newest page unless it is there already (live event and own send may both bring it). */
function withMessage(data: MessagePages | undefined, message: LiveMessage): MessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.messages.items.some((item) => item.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return {
    ...data,
    pages: [{ messages: { ...newest.messages, items: [...newest.messages.items, message] } }, ...older],
  };
}

interface ConversationViewProps {
  conversationId: string;
}

/** An open conversation: messages oldest first, paged backwards, live, with a send box. */
export function ConversationView({ conversationId }: ConversationViewProps) {
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.user.id : '';
  const queryClient = useQueryClient();
  const emit = useLiveEmit();
  const [typingUntil, setTypingUntil] = useState(0);
  const log = useRef<HTMLDivElement>(null);

  const conversation = useQuery({
    queryKey: conversationKey(conversationId),
    queryFn: ({ signal }) => graphqlRequest(ConversationQuery, { id: conversationId }, { signal }),
    select: (data) => data.conversation,
  });
  const messages = useInfiniteQuery({
    queryKey: messagesKey(conversationId),
    queryFn: ({ pageParam, signal }) =>
      graphqlRequest(MessagesQuery, { conversationId, before: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.messages.hasMore ? (page.messages.items[0]?.id ?? null) : null),
  });

  const markRead = useMutation({
    mutationFn: () => graphqlRequest(MarkConversationReadMutation, { conversationId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    },
  });
  const markReadNow = markRead.mutate;
  // Opening a conversation marks it read.
  useEffect(() => markReadNow(), [conversationId, markReadNow]);

  /**
   * Adds a message to the pages read. Pages not read yet, or being read, are read again: the answer
   * under way left before the message was stored, and would show the conversation without it (a
   * first read under way is not restarted by an invalidation alone, hence the cancel).
   */
  const showMessage = (message: LiveMessage) => {
    const key = messagesKey(conversationId);
    queryClient.setQueryData<MessagePages>(key, (data) => withMessage(data, message));
    if (queryClient.getQueryData(key) === undefined || queryClient.isFetching({ queryKey: key }) > 0) {
      void queryClient
        .cancelQueries({ queryKey: key })
        .then(() => queryClient.invalidateQueries({ queryKey: key }));
    }
  };

  const join = () => void emit(JOIN_CONVERSATION, { conversationId });
  useEffect(() => {
    void emit(JOIN_CONVERSATION, { conversationId });
    return () => void emit(LEAVE_CONVERSATION, { conversationId });
  }, [conversationId, emit]);
  useLiveReconnect(join);

  useLiveEvent<LiveMessageCreated>(LIVE_MESSAGE_CREATED, ({ message }) => {
    if (message.conversationId !== conversationId) return;
    showMessage(message);
    if (message.senderId !== myId) {
      setTypingUntil(0);
      markReadNow();
    }
  });
  useLiveEvent<LiveConversationUpdated>(LIVE_CONVERSATION_UPDATED, ({ conversationId: id, readBy }) => {
    if (id === conversationId && readBy && readBy.userId !== myId) void conversation.refetch();
  });
  useLiveEvent<{ conversationId: string; userId: string }>(LIVE_TYPING, (typing) => {
    if (typing.conversationId === conversationId && typing.userId !== myId) {
      setTypingUntil(Date.now() + TYPING_SHOWN_MS);
    }
  });
  useEffect(() => {
    if (typingUntil === 0) return undefined;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  // One id per message, kept while the same text is sent again: a lost answer resent is stored once.
  const outgoing = useRef<{ content: string; clientId: string } | null>(null);
  const pending = useQueuedMessages(myId, conversationId);
  // Without network the message waits on the device, shown as pending, and goes when it is back.
  const keepForLater = (message: { content: string; clientId: string }) => {
    queueMessage(myId, { conversationId, ...message });
    outgoing.current = null;
  };
  const send = useMutation({
    mutationFn: ({ content, clientId }: { content: string; clientId: string }) =>
      graphqlRequest(SendMessageMutation, { input: { conversationId, content, clientId } }),
    onSuccess: ({ sendMessage }) => {
      outgoing.current = null;
      showMessage(sendMessage);
    },
    onError: (error, message) => {
      if (isNetworkFailure(error)) keepForLater(message);
      else
        failureToast(error, { title: "Échec de l'envoi", fallback: "Votre message n'a pas pu être envoyé." });
    },
  });

  // A message arriving while the person types does not hold back their key presses.
  const { data: pages } = useDeferredQueryData(messages);
  const items = pages ? [...pages.pages].reverse().flatMap((page) => page.messages.items) : [];
  const lastId = pending.at(-1)?.clientId ?? items.at(-1)?.id;
  // Newest at the bottom: follow it when a message arrives.
  useEffect(() => {
    if (lastId && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [lastId]);

  const other = conversation.data?.otherParticipant;
  const otherName = other?.fullName ?? 'Utilisateur supprimé';
  const otherReadAt = conversation.data?.otherLastReadAt;
  const lastMine = [...items].reverse().find((message) => message.senderId === myId);
  const seen = Boolean(lastMine && otherReadAt && otherReadAt >= lastMine.createdAt);

  /** Sent, or kept on the device to go later: either way the draft is done with. */
  const deliver = async (content: string): Promise<boolean> => {
    if (outgoing.current?.content !== content) outgoing.current = { content, clientId: crypto.randomUUID() };
    const message = outgoing.current;
    if (!navigator.onLine) {
      keepForLater(message);
      return true;
    }
    return send.mutateAsync(message).then(
      () => true,
      (error: unknown) => isNetworkFailure(error),
    );
  };

  if (conversation.isError || messages.isError) {
    return <Typography.Text type="danger">Impossible de charger la conversation.</Typography.Text>;
  }
  return (
    <div className={styles.view}>
      <header className={styles.header}>
        <Link to="/messages" className={styles.back} aria-label="Retour aux conversations">
          ←
        </Link>
        <Avatar src={other?.profilePicUrl ?? undefined} alt="">
          {otherName.charAt(0)}
        </Avatar>
        <Typography.Title level={2} className={styles.title}>
          {conversation.isPending ? 'Chargement...' : otherName}
        </Typography.Title>
      </header>
      <div ref={log} className={styles.messages} aria-label={`Messages avec ${otherName}`} role="log">
        {messages.hasNextPage && (
          <Button
            size="small"
            onClick={() => void messages.fetchNextPage()}
            loading={messages.isFetchingNextPage}
          >
            Messages précédents
          </Button>
        )}
        {messages.isPending && <Spin aria-label="Chargement des messages" />}
        {items.map((message) => (
          <div key={message.id} className={styles.message} data-mine={message.senderId === myId || undefined}>
            <span className={styles.content}>{message.content}</span>
            <time dateTime={message.createdAt} className={styles.time}>
              {dayjs(message.createdAt).format('DD/MM HH:mm')}
              {message.id === lastMine?.id && seen && ' · Vu'}
            </time>
          </div>
        ))}
        {pending.map((message) => (
          <div key={message.clientId} className={`${styles.message} ${styles.pending}`} data-mine>
            <span className={styles.content}>{message.content}</span>
            <span className={styles.time}>En attente d&apos;envoi</span>
          </div>
        ))}
      </div>
      <p className={styles.typing} aria-live="polite">
        {typingUntil > 0 ? `${otherName} est en train d'écrire...` : ''}
      </p>
      <MessageComposer
        sending={send.isPending}
        onSend={deliver}
        onTyping={() => void emit(LIVE_TYPING, { conversationId })}
      />
    </div>
  );
}
