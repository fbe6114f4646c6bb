import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { PageLoading } from '../../system/components/page-loading';
import { absoluteUrl, formatArticleDate, readingTimeLabel, whatsAppShareUrl } from '../article-format';
import { ArticleQuery } from '../graphql/articles.graphql';
import { ArticleMarkdown } from './article-markdown';
import styles from './articles.module.css';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';

/** Answers meaning "no such article" rather than a failure to load it. */
const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'VALIDATION_FAILED']);

/** /articles/:id: the whole article, its Markdown rendered safely, with a WhatsApp share link. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const article = useQuery({
    queryKey: ['articles', 'article', id],
    queryFn: ({ signal }) => graphqlRequest(ArticleQuery, { id }, { signal }),
    select: (data) => data.article,
    retry: (count, error) =>
      !(error instanceof GraphQLRequestError && NOT_FOUND_CODES.has(error.code)) && count < 2,
  });

  if (article.isPending) return <PageLoading />;
  if (article.isError) {
    const notFound = article.error instanceof GraphQLRequestError && NOT_FOUND_CODES.has(article.error.code);
    return (
      <div className={styles.article}>
        <title>{`${notFound ? 'Article introuvable' : 'Articles'} – Liggeey`}</title>
        <h1 className={styles.title}>
          {notFound ? 'Article introuvable' : "Impossible de charger l'article."}
        </h1>
        <Link className={styles.back} to="/articles">
          Voir tous les articles
        </Link>
      </div>
    );
  }

  const item = article.data;
  const pageUrl = window.location.href;
  return (
    <article className={styles.article}>
      <title>{`${item.title} – Liggeey`}</title>
      <meta name="description" content={item.excerpt} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={item.title} />
      <meta property="og:description" content={item.excerpt} />
      <meta property="og:url" content={pageUrl} />
      {item.imageUrl && (
        <meta property="og:image" content={absoluteUrl(item.imageUrl, window.location.origin)} />
      )}
      <Link className={styles.back} to="/articles">
        ← Tous les articles
      </Link>
      <h1 className={styles.title}>{item.title}</h1>
      <p className={styles.meta}>
        {item.author.fullName} · <time dateTime={item.createdAt}>{formatArticleDate(item.createdAt)}</time> ·{' '}
        {readingTimeLabel(item.readingMinutes)}
      </p>
      {item.imageUrl && (
        <DataSavingImage
          src={item.imageUrl}
          alt=""
          width={760}
          height={428}
          // The article's main picture, in the first screen: not deferred.
          loading="eager"
          className={styles.articleImage}
        />
      )}
      <ArticleMarkdown content={item.content} />
      <a
        className={styles.share}
        href={whatsAppShareUrl(item.title, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Partager sur WhatsApp
      </a>
    </article>
  );
}
