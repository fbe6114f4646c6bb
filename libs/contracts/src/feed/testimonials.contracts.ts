import { z } from 'zod';
import { defineQuery, defineRpc } from '../common/rpc.js';

/** The message of a testimonial with an empty quote or author name (checked by the feed service). */
export const TESTIMONIAL_REQUIRED_MESSAGE = 'Veuillez remplir tous les champs.';

/** The home page shows at most this many visible testimonials (spec §9). */
export const PUBLIC_TESTIMONIALS_LIMIT = 3;

export const TESTIMONIAL_LIMITS = {
  quote: 2_000,
  authorName: 120,
  authorRole: 120,
  authorAvatarUrl: 2_048,
} as const;

/** An http(s) URL or a path on our own origin (`/uploads/…`). */
export function isAvatarUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Optional text: trimmed, and empty or missing becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

export const testimonialInputSchema = z.object({
  quote: z
    .string()
    .trim()
    .max(TESTIMONIAL_LIMITS.quote, { error: 'Le témoignage ne doit pas dépasser 2000 caractères.' }),
  authorName: z
    .string()
    .trim()
    .max(TESTIMONIAL_LIMITS.authorName, { error: 'Le nom ne doit pas dépasser 120 caractères.' }),
  authorRole: optionalText(TESTIMONIAL_LIMITS.authorRole, 'Le rôle ne doit pas dépasser 120 caractères.'),
  authorAvatarUrl: optionalText(
    TESTIMONIAL_LIMITS.authorAvatarUrl,
    "L'adresse de l'avatar ne doit pas dépasser 2048 caractères.",
  ),
  isVisible: z.boolean(),
});
export type TestimonialInputDto = z.infer<typeof testimonialInputSchema>;

export const testimonialSchema = z.object({
  id: z.uuid(),
  quote: z.string(),
  authorName: z.string(),
  authorRole: z.string().nullable(),
  authorAvatarUrl: z.string().nullable(),
  isVisible: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TestimonialDto = z.infer<typeof testimonialSchema>;

/** Any string: an id that is not a known testimonial (UUID or not) answers NOT_FOUND. */
const testimonialIdSchema = z.string().max(100);

/** Testimonial operations of the feed service: `list` is public, the rest admin only. */
export const FeedTestimonialsRpc = {
  /** Visible testimonials, newest first, at most three. */
  list: defineQuery('feed.testimonials.list', z.object({}), z.array(testimonialSchema)),
  /** Every testimonial, newest first (admin). */
  adminList: defineRpc('feed.testimonials.adminList', z.object({}), z.array(testimonialSchema)),
  create: defineRpc(
    'feed.testimonials.create',
    z.object({ input: testimonialInputSchema }),
    testimonialSchema,
  ),
  update: defineRpc(
    'feed.testimonials.update',
    z.object({ id: testimonialIdSchema, input: testimonialInputSchema }),
    testimonialSchema,
  ),
  setVisibility: defineRpc(
    'feed.testimonials.setVisibility',
    z.object({ id: testimonialIdSchema, isVisible: z.boolean() }),
    testimonialSchema,
  ),
  delete: defineRpc(
    'feed.testimonials.delete',
    z.object({ id: testimonialIdSchema }),
    z.object({ deleted: z.literal(true) }),
  ),
} as const;
