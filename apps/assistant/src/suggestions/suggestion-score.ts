import { type ProfileDto } from '@liggeey/contracts';

/** How much each signal weighs in a suggestion's score (they sum to 1). */
export const WEIGHTS = {
  relevance: 0.3,
  available: 0.2,
  rating: 0.2,
  verified: 0.1,
  distance: 0.1,
  recent: 0.05,
  boosted: 0.05,
} as const;

/** Beyond this the distance adds nothing. */
const FAR_KM = 25;
/** Reviews beyond this add no more confidence to the average. */
const ENOUGH_REVIEWS = 20;
const RECENT_DAYS = 30;

const grade = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const km = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * A professional's score for the employer's search: text relevance (the search's rank), available
 * now, rating weighted by the number of reviews, verified, distance to the employer's locality,
 * joined recently, boosted. `rank` is 0 for the search's best match, out of `of` candidates.
 */
export function suggestionScore(profile: ProfileDto, rank: number, of: number, now: Date): number {
  const relevance = of <= 1 ? 1 : 1 - rank / of;
  const rating =
    profile.rating === null
      ? 0
      : (profile.rating / 5) * (Math.min(profile.reviewCount, ENOUGH_REVIEWS) / ENOUGH_REVIEWS);
  const distance = profile.distanceKm === null ? 0 : Math.max(0, 1 - profile.distanceKm / FAR_KM);
  const recent = now.getTime() - Date.parse(profile.createdAt) < RECENT_DAYS * 86_400_000 ? 1 : 0;
  const score =
    WEIGHTS.relevance * relevance +
    WEIGHTS.available * (profile.available ? 1 : 0) +
    WEIGHTS.rating * rating +
    WEIGHTS.verified * (profile.verified ? 1 : 0) +
    WEIGHTS.distance * distance +
    WEIGHTS.recent * recent +
    WEIGHTS.boosted * (profile.boosted ? 1 : 0);
  return Math.round(score * 1000) / 1000;
}

/** The one-line French reason: 'Disponible maintenant · 4,8/5 sur 12 avis · à 3 km de Pikine'. */
export function suggestionReason(profile: ProfileDto, origin: string | null): string {
  const parts: string[] = [];
  if (profile.available) parts.push('Disponible maintenant');
  else if (profile.availableFrom)
    parts.push(`Disponible à partir du ${day.format(new Date(profile.availableFrom))}`);
  if (profile.rating !== null && profile.reviewCount > 0) {
    parts.push(`${grade.format(profile.rating)}/5 sur ${profile.reviewCount} avis`);
  }
  if (profile.verified) parts.push('Profil vérifié');
  if (profile.distanceKm !== null && origin) {
    parts.push(profile.distanceKm < 1 ? `à ${origin}` : `à ${km.format(profile.distanceKm)} km de ${origin}`);
  }
  if (parts.length === 0 && profile.profession) parts.push(profile.profession);
  return parts.join(' · ');
}
