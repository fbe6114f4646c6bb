import Markdown from 'react-markdown';
import styles from './articles.module.css';

/**
 * An article's Markdown as React elements. No rehype-raw: HTML written in the text is shown as
 * text, never run, and react-markdown drops unsafe link protocols (javascript:…).
 */
export function ArticleMarkdown({ content }: { content: string }) {
  return (
    <div className={styles.content}>
      <Markdown>{content}</Markdown>
    </div>
  );
}
