import { z } from 'zod';
import { userTypeSchema } from '../common/actor.js';
import { localitySchema } from './localities.contracts.js';
import { adminListQuerySchema, adminPageSchema } from '../common/admin-list.js';

/** Phone, e-mail and street address: only employer viewers and the owner receive them. */
export const profileContactSchema = z.object({
  phone: z.string().nullable(),
  email: z.string(),
  address: z.string().nullable(),
});
export type ProfileContactDto = z.infer<typeof profileContactSchema>;

/** A profile as one viewer sees it (GraphQL `Profile`). */
export const profileSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  type: userTypeSchema,
  profession: z.string().nullable(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  coverPicUrl: z.string().nullable(),
  cvUrl: z.string().nullable(),
  available: z.boolean(),
  /** ISO date (YYYY-MM-DD) when an unavailable worker is free again. */
  availableFrom: z.string().nullable(),
  verified: z.boolean(),
  /** Hourly price in F CFA. */
  price: z.number().int().nullable(),
  /** Mean of the reviews (1–5), null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  followerCount: z.number().int(),
  followedByMe: z.boolean(),
  locality: localitySchema.nullable(),
  /** An active boost: shown first and marked 'Sponsorisé'. */
  boosted: z.boolean(),
  /** Null unless the viewer is an employer or the owner. */
  contact: profileContactSchema.nullable(),
  /** Kilometres from the search's reference locality (searches with one only). */
  distanceKm: z.number().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type ProfileDto = z.infer<typeof profileSchema>;

export const PROFILE_PRICE_MAX = 10_000_000;

/** An optional text column: blank clears it, null clears it, absent leaves it. */
function optionalText(max: number, error: string) {
  return z
    .string()
    .trim()
    .max(max, { error })
    .transform((value) => (value === '' ? null : value))
    .nullish();
}

/** The owner's changes to their profile (GraphQL `ProfileUpdateInput`); absent fields stay as they are. */
export const profileUpdateSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez indiquer votre nom complet.' })
    .max(120, { error: 'Le nom complet ne doit pas dépasser 120 caractères.' })
    .optional(),
  profession: optionalText(120, 'Le métier ne doit pas dépasser 120 caractères.'),
  category: optionalText(120, 'La catégorie ne doit pas dépasser 120 caractères.'),
  description: optionalText(2_000, 'La description ne doit pas dépasser 2000 caractères.'),
  phone: optionalText(30, 'Le numéro de téléphone ne doit pas dépasser 30 caractères.'),
  address: optionalText(300, "L'adresse ne doit pas dépasser 300 caractères."),
  localityId: z.uuid({ error: 'Veuillez choisir une localité de la liste.' }).nullish(),
  available: z.boolean().optional(),
  availableFrom: z.iso
    .date({ error: 'La date de disponibilité doit être une date valide (AAAA-MM-JJ).' })
    .nullish(),
  price: z
    .number()
    .int({ error: 'Le tarif horaire doit être un nombre entier de F CFA.' })
    .min(0, { error: 'Le tarif horaire ne peut pas être négatif.' })
    .max(PROFILE_PRICE_MAX, { error: 'Le tarif horaire ne doit pas dépasser 10 000 000 F CFA.' })
    .nullish(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const PROFILES_BY_IDS_MAX = 100;

/** A row of the admin users list (/admin/users); identity adds the account status. */
export const adminProfileSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  type: userTypeSchema,
  profession: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  email: z.string(),
  verified: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type AdminProfileDto = z.infer<typeof adminProfileSchema>;

/** /admin/users: newest first by default; q matches name, profession or e-mail. */
export const adminProfilesQuerySchema = adminListQuerySchema(['createdAt', 'fullName', 'type']);
export type AdminProfilesQuery = z.output<typeof adminProfilesQuerySchema>;
export const adminProfilesPageSchema = adminPageSchema(adminProfileSchema);
export type AdminProfilesPageDto = z.infer<typeof adminProfilesPageSchema>;

export const adminProfileUpdateSchema = z.object({
  id: z.uuid(),
  fullName: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez indiquer le nom complet.' })
    .max(120, { error: 'Le nom complet ne doit pas dépasser 120 caractères.' })
    .optional(),
  profession: optionalText(120, 'Le métier ne doit pas dépasser 120 caractères.'),
  verified: z.boolean().optional(),
});
export type AdminProfileUpdate = z.output<typeof adminProfileUpdateSchema>;
