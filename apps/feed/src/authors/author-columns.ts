import { type PostAuthorDto } from '@liggeey/contracts';
import { Prisma } from '../generated/prisma/client.js';

/** Shown until the feed service has received the author's name (or after their account is gone). */
export const UNKNOWN_AUTHOR = 'Membre Liggeey';

export interface AuthorColumns {
  user_id: string;
  author_name: string;
  author_pic_url: string | null;
}

/** The author's name and picture, from the local copy joined as `a`. */
export const authorColumns = Prisma.sql`coalesce(a.full_name, ${UNKNOWN_AUTHOR}) AS author_name,
  a.profile_pic_url AS author_pic_url`;

export function toAuthorDto(row: AuthorColumns): PostAuthorDto {
  return { id: row.user_id, fullName: row.author_name, profilePicUrl: row.author_pic_url };
}
