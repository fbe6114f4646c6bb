/** What a worker card shows; the `Profile` fields of the API a card query must select. */
export interface WorkerCardProfile {
  id: string;
  fullName: string;
  profession?: string | null;
  category?: string | null;
  /** Hourly price in F CFA. */
  price?: number | null;
  /** Mean of the reviews (1-5), null without reviews. */
  rating?: number | null;
  reviewCount: number;
  verified: boolean;
  available: boolean;
  boosted: boolean;
  profilePicUrl?: string | null;
  locality?: { label: string } | null;
}

const amountFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const ratingFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Spec §2 worker card: '{n} F CFA par heure', thousands separated the French way. */
export function formatHourlyPrice(price: number): string {
  return `${amountFormat.format(price)} F CFA par heure`;
}

export function formatRating(rating: number): string {
  return ratingFormat.format(rating);
}

export function formatReviewCount(count: number): string {
  return count === 1 ? '1 avis' : `${amountFormat.format(count)} avis`;
}

/** Up to two initials, shown when a profile has no photo. */
export function initialsOf(fullName: string): string {
  return fullName
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Spec §9: ratings are out of 5 stars; a rating rounds to the nearest whole star. */
export const MAX_STARS = 5;

export function profilePath(id: string): string {
  return `/profiles/${encodeURIComponent(id)}`;
}
