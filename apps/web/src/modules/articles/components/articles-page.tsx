import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { PageLoading } from '../../system/components/page-loading';
import { ArticlesPageQuery } from '../graphql/articles.graphql';
import { ArticleCard } from './article-card';
import styles from './articles.module.css';

const PAGE_SIZE = 9;
const DESCRIPTION = 'Conseils et actualités de Liggeey pour les professionnels et les employeurs.';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /articles: the articles as cards, newest first, nine a page (?page=2…). */
export function ArticlesPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const articles = useQuery({
    queryKey: ['articles', 'page', page],
    queryFn: ({ signal }) => graphqlRequest(ArticlesPageQuery, { page, pageSize: PAGE_SIZE }, { signal }),
    select: (data) => data.articles,
    placeholderData: keepPreviousData,
  });
  const pages = articles.data ? Math.max(1, Math.ceil(articles.data.total / PAGE_SIZE)) : 1;

  return (
    <div className={styles.page}>
      <title>Articles – Liggeey</title>
      <meta name="description" content={DESCRIPTION} />
      <h1 className={styles.title}>Articles</h1>
      {articles.isPending ? (
        <PageLoading />
      ) : articles.isError ? (
        <p role="alert">Impossible de charger les articles.</p>
      ) : articles.data.items.length === 0 ? (
        <p className={styles.empty}>Aucun article pour le moment.</p>
      ) : (
        <>
          <ul className={styles.grid}>
            {articles.data.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.pager} aria-label="Pages des articles">
              {page > 1 && (
                <Link className={styles.link} to={`/articles?page=${page - 1}`}>
                  ← Articles plus récents
                </Link>
              )}
              <span>
                Page {page} sur {pages}
              </span>
              {page < pages && (
                <Link className={styles.link} to={`/articles?page=${page + 1}`}>
                  Articles plus anciens →
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
