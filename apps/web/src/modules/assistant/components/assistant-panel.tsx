import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../shell/icons';
import { type ChatMessage, reply, storeConversation, storedConversation } from '../conversation';
import { AnswerText } from './answer-text';
import styles from './assistant.module.css';

export const ASSISTANT_GREETING = "Bonjour ! Je suis l'assistant Liggeey. Comment puis-je vous aider ?";

/** Where the panel covers the whole screen (assistant.module.css): a link there closes it. */
const FULL_SCREEN = '(max-width: 480px)';
const QUESTION_MAX_LENGTH = 500;

interface AssistantPanelProps {
  id: string;
  hidden: boolean;
  greeted: boolean;
  onClose: () => void;
}

/**
 * The 360×500 chat panel (full screen on a phone): the conversation of this tab, sent on Enter,
 * an indicator while the assistant looks for the answer, answers read out by screen readers.
 */
export function AssistantPanel({ id, hidden, greeted, onClose }: AssistantPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const [messages, setMessages] = useState<ChatMessage[]>(storedConversation);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);

  // Opening moves the focus to the question field, so the person can type at once.
  useEffect(() => {
    if (!hidden) inputRef.current?.focus();
  }, [hidden]);
  useEffect(() => {
    storeConversation(messages);
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, waiting]);

  const ask = async (question: string) => {
    const text = question.trim();
    if (!text || waiting) return;
    setDraft('');
    setMessages((current) => [...current, { id: crypto.randomUUID(), from: 'person', text }]);
    setWaiting(true);
    const answer = await reply(text);
    setWaiting(false);
    setMessages((current) => [...current, answer]);
  };

  const onNavigate = () => {
    if (window.matchMedia(FULL_SCREEN).matches) onClose();
  };

  return (
    <section
      id={id}
      className={styles.panel}
      hidden={hidden}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          Assistant Liggeey
        </h2>
        <button type="button" className={styles.close} aria-label="Fermer l'assistant" onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <div ref={logRef} className={styles.messages} role="log" aria-live="polite" aria-relevant="additions">
        {greeted && <p className={styles.bubble}>{ASSISTANT_GREETING}</p>}
        {messages.map((message) =>
          message.from === 'person' ? (
            <p key={message.id} className={`${styles.bubble} ${styles.mine}`}>
              <span className={styles.visuallyHidden}>Vous : </span>
              {message.text}
            </p>
          ) : (
            <div key={message.id} className={styles.bubble}>
              <p className={message.answered ? styles.answer : styles.notice}>
                <AnswerText text={message.text} onNavigate={onNavigate} />
              </p>
              {message.source && <SourceLine source={message.source} onNavigate={onNavigate} />}
              {message.related.length > 0 && (
                <ul className={styles.related} aria-label="Questions suggérées">
                  {message.related.map((question) => (
                    <li key={question}>
                      <button type="button" className={styles.suggestion} onClick={() => void ask(question)}>
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ),
        )}
        {waiting && (
          <p className={styles.typing} role="status">
            <span className={styles.dots} aria-hidden="true" />
            L&apos;assistant écrit…
          </p>
        )}
      </div>
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          void ask(draft);
        }}
      >
        <label htmlFor={`${id}-question`} className={styles.visuallyHidden}>
          Votre question
        </label>
        <input
          ref={inputRef}
          id={`${id}-question`}
          className={styles.input}
          value={draft}
          maxLength={QUESTION_MAX_LENGTH}
          placeholder="Posez votre question…"
          autoComplete="off"
          enterKeyHint="send"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.send} disabled={waiting || draft.trim() === ''}>
          Envoyer
        </button>
      </form>
    </section>
  );
}

function SourceLine({
  source,
  onNavigate,
}: {
  source: NonNullable<Extract<ChatMessage, { from: 'assistant' }>['source']>;
  onNavigate: () => void;
}) {
  if (source.kind === 'knowledge' || !source.title) return null;
  return (
    <p className={styles.source}>
      Source :{' '}
      {source.link ? (
        <Link to={source.link} onClick={onNavigate}>
          {source.kind === 'faq' ? `FAQ – ${source.title}` : source.title}
        </Link>
      ) : (
        source.title
      )}
    </p>
  );
}
