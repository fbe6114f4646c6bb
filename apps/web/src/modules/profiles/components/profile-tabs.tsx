import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Typography } from 'antd';
import { graphqlRequest } from '../../../shared/graphql/client';
import { PortfolioQuery } from '../graphql/portfolio.query';
import { ReviewsQuery } from '../graphql/reviews.query';
import { formatDate } from '../profile-view';
import { PortfolioMedia } from './portfolio-media';
import styles from './profile-page.module.css';
import { StarRating } from './star-rating';

/** Réalisations tab: the owner's portfolio items. */
export function PortfolioTab({ ownerId }: { ownerId: string }) {
  const portfolio = useQuery({
    queryKey: ['portfolio', ownerId],
    queryFn: ({ signal }) => graphqlRequest(PortfolioQuery, { ownerId }, { signal }),
    select: (data) => data.portfolio,
  });
  if (portfolio.isError)
    return <Alert type="error" showIcon title="Impossible de charger les réalisations." />;
  if (portfolio.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (portfolio.data.length === 0) {
    return <Typography.Paragraph>Aucune réalisation pour le moment.</Typography.Paragraph>;
  }
  return (
    <ul className={styles.portfolio}>
      {portfolio.data.map((item) => (
        <li key={item.id} className={styles.portfolioItem}>
          <PortfolioMedia item={item} />
          <h3 className={styles.itemTitle}>{item.title}</h3>
          {item.description && <p className={styles.itemText}>{item.description}</p>}
        </li>
      ))}
    </ul>
  );
}

/** Avis tab: the reviews left by employers. */
export function ReviewsTab({ workerId }: { workerId: string }) {
  const reviews = useQuery({
    queryKey: ['reviews', workerId],
    queryFn: ({ signal }) => graphqlRequest(ReviewsQuery, { workerId }, { signal }),
    select: (data) => data.reviews,
  });
  if (reviews.isError) return <Alert type="error" showIcon title="Impossible de charger les avis." />;
  if (reviews.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (reviews.data.length === 0) {
    return <Typography.Paragraph>Aucun avis pour le moment.</Typography.Paragraph>;
  }
  return (
    <ul className={styles.reviews}>
      {reviews.data.map((review) => (
        <li key={review.id} className={styles.review}>
          <StarRating rating={review.rating} reviewCount={1} hideCount />
          {review.comment && <p className={styles.itemText}>{review.comment}</p>}
          <p className={styles.reviewMeta}>
            {review.employerName} · {review.jobTitle} · {formatDate(review.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
