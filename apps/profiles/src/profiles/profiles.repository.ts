import { Inject, Injectable } from '@nestjs/common';
import { type Actor, type UserSearchResultDto } from '@liggeey/contracts';
import { PRISMA, SqlRows, likePattern } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { type ProfileType } from '../generated/prisma/enums.js';
import {
  LISTED,
  PROFILES_WITH_LOCALITY,
  type ProfileRow,
  profileColumns,
  visibleTo,
} from './profile-view.js';

export interface NewProfile {
  id: string;
  email: string;
  fullName: string;
  type: ProfileType;
  profession: string | null;
  /** Sent with the sign-up form, already stored by the gateway. */
  profilePicUrl: string | null;
  coverPicUrl: string | null;
  cvUrl: string | null;
}

/** The columns an owner may change, as stored. */
export interface ProfileChanges {
  fullName?: string;
  profession?: string | null;
  category?: string | null;
  description?: string | null;
  phone?: string | null;
  address?: string | null;
  localityId?: string | null;
  available?: boolean;
  availableFrom?: Date | null;
  price?: number | null;
}

export interface UpdatedProfile {
  fullName: string;
  type: ProfileType;
  profilePicUrl: string | null;
  updatedAt: Date;
}

@Injectable()
export class ProfilesRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly sql: SqlRows,
  ) {}

  /**
   * Creates the profile unless it exists (a redelivered event changes nothing), then applies a
   * confirmation that arrived first. Each statement commits before the next, as in `confirm`: whichever
   * way the two interleave, one of them sees the other's row.
   */
  async createIfAbsent(profile: NewProfile): Promise<void> {
    await this.prisma.profile.upsert({ where: { id: profile.id }, create: profile, update: {} });
    const earlier = await this.prisma.accountConfirmation.findUnique({ where: { userId: profile.id } });
    if (earlier) await this.markConfirmed(profile.id, earlier.confirmedAt);
  }

  /** Records the confirmation (kept for a registration still to come), then marks the profile if any. */
  async confirm(id: string, confirmedAt: Date): Promise<void> {
    await this.prisma.accountConfirmation.createMany({
      data: [{ userId: id, confirmedAt }],
      skipDuplicates: true,
    });
    await this.markConfirmed(id, confirmedAt);
  }

  /**
   * Follows a confirmed change of address. Only from the old address: a late event of an earlier
   * change finds another address there and changes nothing.
   */
  async changeEmail(id: string, oldEmail: string, newEmail: string): Promise<void> {
    await this.prisma.profile.updateMany({ where: { id, email: oldEmail }, data: { email: newEmail } });
  }

  /** An admin's profile leaves the directory, the search and the employers' lists (they filter on type). */
  async makeAdmin(id: string): Promise<void> {
    await this.prisma.profile.updateMany({ where: { id }, data: { type: 'admin' } });
  }

  private async markConfirmed(id: string, confirmedAt: Date): Promise<void> {
    await this.prisma.profile.updateMany({ where: { id, confirmedAt: null }, data: { confirmedAt } });
  }

  /** Deleting the row erases the person's public data; other services erase their own. */
  async deleteIfPresent(id: string): Promise<void> {
    await this.prisma.profile.deleteMany({ where: { id } });
    await this.prisma.accountConfirmation.deleteMany({ where: { userId: id } });
  }

  /**
   * The given profiles `actor` may open, with their locality and whether the actor follows them, in
   * no order. Read by their ids whatever they are: planned once.
   */
  findRows(ids: readonly string[], actor: Actor | null): Promise<ProfileRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.sql.plannedOnce<ProfileRow>(
      'profiles.rows',
      Prisma.sql`
        SELECT ${profileColumns(actor?.id ?? null)}
        FROM ${PROFILES_WITH_LOCALITY}
        WHERE p.id = ANY(${[...ids]}::uuid[]) AND ${visibleTo(actor)}`,
    );
  }

  /** Those of `ids` that `viewerId` follows. */
  async followedAmong(viewerId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.sql.query<{ followee_id: string }>(
      'profiles.followed-among',
      Prisma.sql`
        SELECT followee_id FROM profiles.follows
        WHERE follower_id = ${viewerId}::uuid AND followee_id = ANY(${[...ids]}::uuid[])`,
    );
    return new Set(rows.map((row) => row.followee_id));
  }

  /** Whether `actor` may see the profile's page and what hangs from it (portfolio, reviews). */
  async isVisible(id: string, actor: Actor | null): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<unknown[]>`
      SELECT 1 FROM profiles.profiles p WHERE p.id = ${id}::uuid AND ${visibleTo(actor)}`;
    return rows.length === 1;
  }

  /** Available listed workers, newest first. */
  availableWorkerRows(limit: number, viewerId: string | null): Promise<ProfileRow[]> {
    return this.prisma.$queryRaw<ProfileRow[]>`
      SELECT ${profileColumns(viewerId)}
      FROM ${PROFILES_WITH_LOCALITY}
      WHERE p.type = 'worker' AND p.available AND ${LISTED}
      ORDER BY p.created_at DESC, p.id
      LIMIT ${limit}`;
  }

  /** Listed profiles whose name contains `query`, accents and case ignored. */
  searchByName(query: string, limit: number, excludeId: string): Promise<UserSearchResultDto[]> {
    const pattern = likePattern(query);
    return this.prisma.$queryRaw<UserSearchResultDto[]>`
      SELECT id, full_name AS "fullName", profession, profile_pic_url AS "profilePicUrl", type::text AS type,
             available
      FROM profiles.profiles p
      WHERE id <> ${excludeId}::uuid AND ${LISTED}
        AND profiles.f_unaccent(lower(full_name)) LIKE profiles.f_unaccent(lower(${pattern}))
      ORDER BY full_name, id
      LIMIT ${limit}`;
  }

  async localityExists(id: string): Promise<boolean> {
    return (await this.prisma.locality.count({ where: { id } })) > 0;
  }

  /** The current name and picture, to tell whether an update changes them. */
  publicFace(id: string): Promise<{ fullName: string; profilePicUrl: string | null } | null> {
    return this.prisma.profile.findUnique({ where: { id }, select: { fullName: true, profilePicUrl: true } });
  }

  /** Applies the changes; null when the profile does not exist. */
  async update(id: string, changes: ProfileChanges): Promise<UpdatedProfile | null> {
    try {
      return await this.prisma.profile.update({
        where: { id },
        data: changes,
        select: { fullName: true, type: true, profilePicUrl: true, updatedAt: true },
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') return null;
      throw error;
    }
  }
}
