import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { LatestArticlesQuery } from '../graphql/articles.graphql';
import { ArticleCard } from './article-card';
import styles from './articles.module.css';

const SLOTS = [0, 1, 2];

/** The home page's three newest articles; the grid holds its height while they load. */
export function LatestArticlesSection() {
  const articles = useQuery({
    queryKey: ['articles', 'latest'],
    queryFn: ({ signal }) => graphqlRequest(LatestArticlesQuery, undefined, { signal }),
    select: (data) => data.latestArticles,
  });
  if (articles.isError || (articles.isSuccess && articles.data.length === 0)) return null;
  return (
    <section className={styles.homeSection} aria-labelledby="home-articles" aria-busy={articles.isPending}>
      <h2 id="home-articles" className={styles.title}>
        Nos derniers articles
      </h2>
      <ul className={`${styles.grid} ${styles.homeGrid}`}>
        {articles.isSuccess
          ? articles.data.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))
          : SLOTS.map((slot) => <li key={slot} className={styles.skeleton} aria-hidden="true" />)}
      </ul>
      <p>
        <Link className={styles.link} to="/articles">
          Voir tous les articles
        </Link>
      </p>
    </section>
  );
}
