import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
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

  /** Newest first; `q` is matched, ignoring case, in the name, the profession or the e-mail. */
  list(q: string | null): Promise<AdminProfileRow[]> {
    const contains = q ? { contains: q, mode: 'insensitive' as const } : undefined;
    return this.prisma.profile.findMany({
      where: contains ? { OR: [{ fullName: contains }, { profession: contains }, { email: contains }] } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      select: ADMIN_COLUMNS,
    });
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
