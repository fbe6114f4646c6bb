import { formatRating, formatReviewCount, MAX_STARS } from '../worker-card-profile';
import styles from './star-rating.module.css';

interface StarRatingProps {
  rating?: number | null;
  reviewCount: number;
  /** A single review shows its own stars without a count. */
  hideCount?: boolean;
}

/** Read-only stars out of 5 and the review count; plain text so no rating widget ships to phones. */
export function StarRating({ rating, reviewCount, hideCount = false }: StarRatingProps) {
  const filled = rating == null ? 0 : Math.round(rating);
  const label = rating == null ? 'Pas encore noté' : `Note : ${formatRating(rating)} sur ${MAX_STARS}`;
  return (
    <span className={styles.rating}>
      <span role="img" aria-label={label} className={styles.stars}>
        {Array.from({ length: MAX_STARS }, (_, index) => (
          <span key={index} aria-hidden="true" className={index < filled ? styles.filled : styles.empty}>
            ★
          </span>
        ))}
      </span>
      {!hideCount && <span className={styles.count}>({formatReviewCount(reviewCount)})</span>}
    </span>
  );
}
