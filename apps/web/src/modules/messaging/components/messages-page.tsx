import { Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMessagingLiveRefresh } from '../hooks/use-messaging-live-refresh';
import { useStartConversation } from '../hooks/use-start-conversation';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import styles from './messages-page.module.css';
import { NewConversation } from './new-conversation';

/**
 * /messages and /messages/{conversationId} (spec §2): the conversation list beside the open
 * conversation, or a placeholder. `?recipient={id}` (the profile page's Message button) starts or
 * reopens the conversation with that person.
 */
export function MessagesPage() {
  const { conversationId } = useParams();
  const [params] = useSearchParams();
  const recipient = params.get('recipient');
  const start = useStartConversation();
  const started = useRef<string | null>(null);
  useMessagingLiveRefresh();

  useEffect(() => {
    if (!recipient || started.current === recipient) return;
    started.current = recipient;
    start.mutate(recipient);
  }, [recipient, start]);

  return (
    <>
      <Typography.Title level={1}>Messages</Typography.Title>
      <div className={styles.layout} data-open={conversationId ? 'conversation' : 'list'}>
        <aside className={styles.sidebar} aria-label="Conversations">
          <NewConversation onPick={(id) => start.mutate(id)} starting={start.isPending} />
          <ConversationList activeId={conversationId} />
        </aside>
        <section className={styles.main}>
          {conversationId ? (
            <ConversationView key={conversationId} conversationId={conversationId} />
          ) : (
            <Typography.Paragraph className={styles.placeholder}>
              Sélectionnez une conversation pour afficher ses messages.
            </Typography.Paragraph>
          )}
        </section>
      </div>
    </>
  );
}
