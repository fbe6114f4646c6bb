// Without zod: the web app imports this file alone (subpath `@liggeey/contracts/competition-rules`).

/**
 * Points of the monthly competition (/dashboard/competition). The page shows this formula; the
 * profiles service applies it to the month's events (months in Africa/Dakar time, which is UTC).
 */
export const COMPETITION_POINTS = {
  /** To the worker, per application an employer accepts. */
  acceptedApplication: 20,
  /** To the employer, per application it accepts (a position filled). */
  filledJob: 20,
  /** To the worker, per star of each review received (5 stars: 25 points). */
  reviewStar: 5,
  /** Per post published in the feed (taken back if it is deleted). */
  post: 3,
  /** To the author, per like another member gives one of their posts (taken back on unlike). */
  likeReceived: 1,
  /** Per filled item of the profile (see COMPLETENESS_FIELDS), at most 5 × 2 = 10. */
  profileItem: 2,
} as const;

/** The profile items that count for completeness. */
export const COMPLETENESS_FIELDS = [
  'photo de profil',
  'photo de couverture',
  'description',
  'téléphone',
  'adresse',
] as const;

/** The formula as the page lists it. */
export const COMPETITION_FORMULA: readonly { label: string; points: string }[] = [
  {
    label: 'Candidature acceptée (professionnel)',
    points: `${COMPETITION_POINTS.acceptedApplication} points`,
  },
  {
    label: 'Candidature acceptée sur votre offre (employeur)',
    points: `${COMPETITION_POINTS.filledJob} points`,
  },
  { label: 'Avis reçu', points: `${COMPETITION_POINTS.reviewStar} points par étoile` },
  { label: "Publication dans le fil d'actualités", points: `${COMPETITION_POINTS.post} points` },
  { label: "J'aime reçu sur une de vos publications", points: `${COMPETITION_POINTS.likeReceived} point` },
  {
    label: `Profil complet (${COMPLETENESS_FIELDS.join(', ')}), compté dès votre première activité du mois`,
    points: `${COMPETITION_POINTS.profileItem} points par élément, ${COMPETITION_POINTS.profileItem * COMPLETENESS_FIELDS.length} au plus`,
  },
];

/** How ties are broken, as the page says it. */
export const COMPETITION_TIE_RULE =
  "À score égal, le premier à avoir atteint son score passe devant, puis l'ordre alphabétique.";

export const COMPETITION_TOP_SIZE = 10;

/** Spec §2: the prizes, first to third, and participation tips; admins edit them. */
export const DEFAULT_COMPETITION_CONTENT = {
  prizes: ['Un voyage tout frais payé', 'Une nouvelle maison', 'Des cadeaux high-tech'],
  tips: [
    'Complétez votre profil : photo, couverture, description, téléphone et adresse.',
    'Postulez aux offres qui vous correspondent : chaque candidature acceptée vous rapporte des points.',
    'Employeurs : publiez vos offres et acceptez les candidatures qui vous conviennent.',
    "Partagez votre travail dans le fil d'actualités et échangez avec la communauté.",
    'Soignez chaque mission : les avis reçus comptent selon leur note.',
  ],
} as const;

export const COMPETITION_CONTENT_LIMITS = { prize: 200, tip: 300, tips: 10 } as const;

/** The month (YYYY-MM) an instant belongs to, in Africa/Dakar time (UTC, no daylight saving). */
export function competitionMonthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}
