import { Button } from 'antd';
import { useRef, useState } from 'react';
import ui from '../../../shared/ui/plain-ui.module.css';
import styles from './message-composer.module.css';

/** How often typing is announced while the person keeps typing. */
const TYPING_EMIT_EVERY_MS = 2_000;

interface MessageComposerProps {
  sending: boolean;
  /** Sends the text (or keeps it for later offline); true once it no longer needs the draft. */
  onSend: (content: string) => Promise<boolean>;
  /** Called when the person types, at most every two seconds. */
  onTyping: () => void;
}

/**
 * The send box. It holds the draft itself: a key press re-renders this form only, not the
 * conversation's messages above it (on a slow phone that was most of each key's delay). A plain
 * textarea that CSS sizes to its text: antd's measured it with a hidden copy at every key.
 */
export function MessageComposer({ sending, onSend, onTyping }: MessageComposerProps) {
  const [draft, setDraft] = useState('');
  const lastTypingSent = useRef(0);

  const submit = () => {
    // Spec §5: an empty or whitespace message is not sent.
    const content = draft.trim();
    if (!content || sending) return;
    void onSend(content).then((done) => {
      // Text typed while it was being sent stays.
      if (done) setDraft((current) => (current.trim() === content ? '' : current));
    });
  };
  const onDraftChange = (value: string) => {
    setDraft(value);
    const now = Date.now();
    if (value.trim() && now - lastTypingSent.current > TYPING_EMIT_EVERY_MS) {
      lastTypingSent.current = now;
      onTyping();
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        className={`${ui.input} ${styles.draft}`}
        aria-label="Votre message"
        placeholder="Écrivez votre message..."
        rows={1}
        value={draft}
        maxLength={4000}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter starts a new line; not while an input method composes a word.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <Button type="primary" htmlType="submit" disabled={!draft.trim()} loading={sending}>
        Envoyer
      </Button>
    </form>
  );
}
