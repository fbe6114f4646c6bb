import { Link } from 'react-router';
import { formatArticleDate, readingTimeLabel } from '../article-format';
import styles from './articles.module.css';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';

export interface ArticleCardItem {
  id: string;
  title: string;
  imageUrl?: string | null;
  excerpt: string;
  readingMinutes: number;
  createdAt: string;
  author: { fullName: string };
}

/** An article in a list: picture, title, author, date, reading time and 'Lire la suite'. */
export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: ArticleCardItem;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {article.imageUrl ? (
        <DataSavingImage
          src={article.imageUrl}
          alt=""
          width={400}
          height={225}
          className={styles.cardImage}
        />
      ) : (
        <div className={styles.cardImagePlaceholder} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>{article.title}</Heading>
        <p className={styles.meta}>
          {article.author.fullName} ·{' '}
          <time dateTime={article.createdAt}>{formatArticleDate(article.createdAt)}</time> ·{' '}
          {readingTimeLabel(article.readingMinutes)}
        </p>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <Link
          to={`/articles/${article.id}`}
          className={styles.link}
          aria-label={`Lire la suite : ${article.title}`}
        >
          Lire la suite
        </Link>
      </div>
    </article>
  );
}
