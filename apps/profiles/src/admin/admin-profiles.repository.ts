import { Inject, Injectable } from '@nestjs/common';
import { type AdminProfilesQuery } from '@liggeey/contracts';
import { PRISMA, likePattern, readMatchesFirst } from '@liggeey/service-kit';
import { Prisma, type PrismaClient, type ProfileType } from '../generated/prisma/client.js';

const ADMIN_COLUMNS = {
  id: true,
  fullName: true,
  type: true,
  profession: true,
  profilePicUrl: true,
  email: true,
  verified: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type AdminProfileRow = Prisma.ProfileGetPayload<{ select: typeof ADMIN_COLUMNS }>;

export interface AdminProfileChanges {
  fullName?: string;
  profession?: string | null;
  verified?: boolean;
}

@Injectable()
export class AdminProfilesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * One page of profiles and how many match. `q` is matched, ignoring case and accents, in the
   * name and profession (trigram index) or the e-mail (its own trigram index); the count decides
   * how the page is read (`readMatchesFirst`).
   */
  async page({ q, page, pageSize, sort, order }: AdminProfilesQuery): Promise<{
    rows: AdminProfileRow[];
    total: number;
  }> {
    const filter = q
      ? Prisma.sql`WHERE profiles.f_unaccent(lower(full_name || ' ' || coalesce(profession, '')))
            LIKE profiles.f_unaccent(lower(${likePattern(q)}))
          OR lower(email) LIKE lower(${likePattern(q)})`
      : Prisma.empty;
    const [{ total }] = await this.prisma.$queryRaw<
      [{ total: number }]
    >`SELECT count(*)::int AS total FROM profiles.profiles ${filter}`;
    const direction = order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    const orderBy = {
      createdAt: Prisma.sql`created_at ${direction}, id`,
      fullName: Prisma.sql`full_name ${direction}, id`,
      type: Prisma.sql`type ${direction}, created_at DESC, id`,
    }[sort];
    const rows = await this.prisma.$queryRaw<AdminProfileRow[]>`
      WITH matched AS ${readMatchesFirst(q, total) ? Prisma.sql`MATERIALIZED` : Prisma.empty} (
        SELECT id, full_name, type, profession, profile_pic_url, email, verified, created_at, updated_at
        FROM profiles.profiles ${filter})
      SELECT id, full_name AS "fullName", type, profession, profile_pic_url AS "profilePicUrl",
             email, verified, created_at AS "createdAt", updated_at AS "updatedAt"
      FROM matched
      ORDER BY ${orderBy}
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
    return { rows, total };
  }

  /** Applies the changes; null when the profile does not exist. */
  async update(id: string, changes: AdminProfileChanges): Promise<AdminProfileRow | null> {
    try {
      return await this.prisma.profile.update({ where: { id }, data: changes, select: ADMIN_COLUMNS });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') return null;
      throw error;
    }
  }

  async countByType(): Promise<Partial<Record<ProfileType, number>>> {
    const groups = await this.prisma.profile.groupBy({ by: ['type'], _count: { _all: true } });
    return Object.fromEntries(groups.map((group) => [group.type, group._count._all]));
  }
}
