import { z } from 'zod';
import { defineQuery, defineRpc } from '../common/rpc.js';

export const SELF_FOLLOW_MESSAGE = 'Vous ne pouvez pas vous suivre vous-même.';
export const REVIEW_NOT_GRANTED_MESSAGE =
  'Vous pouvez noter un professionnel seulement après avoir accepté sa candidature.';
export const REVIEW_DUPLICATE_MESSAGE = 'Vous avez déjà laissé un avis pour cette mission.';
/** Shown instead of the name of an employer whose account was deleted. */
export const DELETED_EMPLOYER_NAME = 'Utilisateur supprimé';

export const REVIEW_LIMITS = { comment: 1_000, pairs: 100 } as const;

const followRequestSchema = z.object({ profileId: z.uuid() });
const followResultSchema = z.object({ profileId: z.uuid(), following: z.boolean() });
export type FollowResultDto = z.infer<typeof followResultSchema>;

/** Following a profile (spec §2 "Suivre"): idempotent both ways. */
export const ProfilesFollowsRpc = {
  follow: defineRpc('profiles.follows.follow', followRequestSchema, followResultSchema),
  unfollow: defineRpc('profiles.follows.unfollow', followRequestSchema, followResultSchema),
} as const;

export const reviewInputSchema = z.object({
  workerId: z.uuid(),
  jobId: z.uuid(),
  rating: z
    .number()
    .int({ error: 'La note doit être un nombre entier de 1 à 5.' })
    .min(1, { error: 'La note doit être comprise entre 1 et 5.' })
    .max(5, { error: 'La note doit être comprise entre 1 et 5.' }),
  /** Blank becomes null. */
  comment: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.comment, { error: 'Le commentaire ne doit pas dépasser 1000 caractères.' })
    .nullish()
    .transform((comment) => (comment ? comment : null)),
});
export type ReviewInputDto = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  /** Null once the employer's account is deleted. */
  employerId: z.uuid().nullable(),
  employerName: z.string(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReviewDto = z.infer<typeof reviewSchema>;

export const reviewPairSchema = z.object({ workerId: z.uuid(), jobId: z.uuid() });
export type ReviewPairDto = z.infer<typeof reviewPairSchema>;

/** Employers' ratings of workers, allowed once per accepted application (spec §2 "Avis"). */
export const ProfilesReviewsRpc = {
  add: defineRpc('profiles.reviews.add', reviewInputSchema, reviewSchema),
  /** A worker's reviews, newest first. */
  list: defineQuery('profiles.reviews.list', z.object({ workerId: z.uuid() }), z.array(reviewSchema)),
  /** Which of these (worker, job) pairs the calling employer has already reviewed. */
  reviewed: defineRpc(
    'profiles.reviews.reviewedJobs',
    z.object({ pairs: z.array(reviewPairSchema).max(REVIEW_LIMITS.pairs) }),
    z.array(reviewPairSchema),
  ),
} as const;
