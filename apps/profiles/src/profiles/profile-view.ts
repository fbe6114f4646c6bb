import {
  type Actor,
  PRIVATE_FILE_PREFIX,
  type ProfileDto,
  type UserType,
  cvDownloadPath,
  localityLabel,
} from '@liggeey/contracts';
import { sponsoredByCampaign } from '@liggeey/service-kit';
import { Prisma } from '../generated/prisma/client.js';

/** Message of every lookup of a profile that does not exist (spec §2, profile page). */
export const PROFILE_NOT_FOUND_MESSAGE = "Ce profil n'existe pas ou n'est plus disponible.";

/** A profile row as `profileColumns` selects it (aliases `p` for profiles, `l` for localities). */
export interface ProfileRow {
  id: string;
  full_name: string;
  type: UserType;
  profession: string | null;
  category: string | null;
  description: string | null;
  profile_pic_url: string | null;
  cover_pic_url: string | null;
  cv_url: string | null;
  available: boolean;
  available_from: string | null;
  verified: boolean;
  price: number | null;
  rating_sum: number;
  review_count: number;
  follower_count: number;
  phone: string | null;
  email: string;
  address: string | null;
  created_at: Date;
  boosted: boolean;
  locality_id: string | null;
  locality_name: string | null;
  locality_city: string | null;
  followed_by_me: boolean;
}

/** Profiles with their locality; raw SQL names the schema, the connection's search path does not. */
export const PROFILES_WITH_LOCALITY = Prisma.sql`profiles.profiles p LEFT JOIN profiles.localities l ON l.id = p.locality_id`;

/**
 * Whether a row of `profiles p` may be listed: its account's e-mail is confirmed. Every listing,
 * search and suggestion keeps to these (partial index `profiles_listed_workers_created_at_idx`).
 */
export const LISTED = Prisma.sql`p.confirmed_at IS NOT NULL`;

/** Whether `actor` may open a row of `profiles p`: a listed one, else only its owner or an admin. */
export function visibleTo(actor: Actor | null): Prisma.Sql {
  if (actor?.type === 'admin') return Prisma.sql`true`;
  return Prisma.sql`(${LISTED} OR p.id = ${actor?.id ?? null}::uuid)`;
}

/** The ids of the profiles an external campaign sponsors today (few). */
const CAMPAIGN_SPONSORED_IDS = Prisma.raw(sponsoredByCampaign('profiles.profile_campaigns'));

/** The profiles an external campaign sponsors today (few: computed once per statement). */
const CAMPAIGN_SPONSORED = Prisma.sql`p.id IN (${CAMPAIGN_SPONSORED_IDS})`;

/**
 * The same as rows `p` (every column) with their locality `l`, read from the campaigns, each profile
 * by its id: a few rows whatever else the statement asks of them. A condition on them is checked on
 * those rows only (`LIMIT 1` keeps the planner from merging the read into a join it would lead
 * with another index).
 */
export const CAMPAIGN_SPONSORED_WITH_LOCALITY = Prisma.sql`(SELECT DISTINCT item_id FROM (${CAMPAIGN_SPONSORED_IDS}) c) s
  CROSS JOIN LATERAL (SELECT * FROM profiles.profiles p WHERE p.id = s.item_id LIMIT 1) p
  LEFT JOIN profiles.localities l ON l.id = p.locality_id`;

/** Whether `profiles p` is sponsored: a boost or a campaign is running. */
export const BOOSTED = Prisma.sql`(coalesce(p.boosted_until > now(), false) OR ${CAMPAIGN_SPONSORED})`;

/** The columns of a `ProfileRow`; `followed_by_me` is the viewer's (false for nobody). */
export function profileColumns(viewerId: string | null): Prisma.Sql {
  return Prisma.sql`
    p.id, p.full_name, p.type::text AS type, p.profession, p.category, p.description,
    p.profile_pic_url, p.cover_pic_url, p.cv_url, p.available,
    to_char(p.available_from, 'YYYY-MM-DD') AS available_from, p.verified, p.price,
    p.rating_sum, p.review_count, p.follower_count, p.phone, p.email, p.address, p.created_at,
    ${BOOSTED} AS boosted, l.id AS locality_id, l.name AS locality_name, l.city AS locality_city,
    EXISTS (
      SELECT 1 FROM profiles.follows f WHERE f.follower_id = ${viewerId}::uuid AND f.followee_id = p.id
    ) AS followed_by_me`;
}

/** Spec §6: contact details go to employers and to the owner only (admins do not see them). */
export function seesContact(actor: Actor | null, profileId: string): boolean {
  return actor !== null && (actor.type === 'employer' || actor.id === profileId);
}

/** A CV is for its owner, employers and admins (spec §6), never for another worker or a visitor. */
export function readsCv(actor: Actor | null, profileId: string): boolean {
  return actor !== null && (actor.type === 'employer' || actor.type === 'admin' || actor.id === profileId);
}

/** The CV's address for a reader: the checked download of a private file, or an older public URL. */
function cvAddress(row: ProfileRow, actor: Actor | null): string | null {
  if (!row.cv_url || !readsCv(actor, row.id)) return null;
  return row.cv_url.startsWith(PRIVATE_FILE_PREFIX) ? cvDownloadPath(row.id) : row.cv_url;
}

/** The profile as `actor` may see it. */
export function toProfileDto(
  row: ProfileRow,
  actor: Actor | null,
  distanceKm: number | null = null,
): ProfileDto {
  return {
    id: row.id,
    fullName: row.full_name,
    type: row.type,
    profession: row.profession,
    category: row.category,
    description: row.description,
    profilePicUrl: row.profile_pic_url,
    coverPicUrl: row.cover_pic_url,
    cvUrl: cvAddress(row, actor),
    available: row.available,
    availableFrom: row.available_from,
    verified: row.verified,
    price: row.price,
    rating: row.review_count > 0 ? row.rating_sum / row.review_count : null,
    reviewCount: row.review_count,
    followerCount: row.follower_count,
    followedByMe: row.followed_by_me,
    locality:
      row.locality_id !== null && row.locality_name !== null && row.locality_city !== null
        ? {
            id: row.locality_id,
            name: row.locality_name,
            city: row.locality_city,
            label: localityLabel(row.locality_name, row.locality_city),
          }
        : null,
    boosted: row.boosted,
    contact: seesContact(actor, row.id) ? { phone: row.phone, email: row.email, address: row.address } : null,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    createdAt: row.created_at.toISOString(),
  };
}
