import { Fragment } from 'react';
import { Link } from 'react-router';

/** An app path in an answer ('/buy-credits', '/faq'), which becomes a link inside the app. */
const APP_PATH = /(^|\s)(\/[a-z0-9][a-z0-9\-/]*)/gi;

/** An answer's text with its app paths as in-app links (the page changes, the chat stays). */
export function AnswerText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  const parts: (string | { path: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(APP_PATH)) {
    const start = match.index + (match[1]?.length ?? 0);
    const path = match[2] ?? '';
    // A trailing dot ends the sentence, not the path.
    const clean = path.replace(/[/.]+$/, '') || path;
    parts.push(text.slice(last, start), { path: clean });
    last = start + clean.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <Link key={index} to={part.path} onClick={onNavigate}>
            {part.path}
          </Link>
        ),
      )}
    </>
  );
}
