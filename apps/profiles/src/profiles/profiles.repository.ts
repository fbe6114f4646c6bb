import { Inject, Injectable } from '@nestjs/common';
import { type UserSearchResultDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { type ProfileType } from '../generated/prisma/enums.js';
import { PROFILES_WITH_LOCALITY, type ProfileRow, profileColumns } from './profile-view.js';

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
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Creates the profile unless it exists: a redelivered event changes nothing. */
  async createIfAbsent(profile: NewProfile): Promise<void> {
    await this.prisma.profile.upsert({ where: { id: profile.id }, create: profile, update: {} });
  }

  /** Deleting the row erases the person's public data; other services erase their own. */
  async deleteIfPresent(id: string): Promise<void> {
    await this.prisma.profile.deleteMany({ where: { id } });
  }

  /** The given profiles with their locality and whether `viewerId` follows them, in no order. */
  findRows(ids: readonly string[], viewerId: string | null): Promise<ProfileRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.prisma.$queryRaw<ProfileRow[]>`
      SELECT ${profileColumns(viewerId)}
      FROM ${PROFILES_WITH_LOCALITY}
      WHERE p.id = ANY(${[...ids]}::uuid[])`;
  }

  /** Available workers, newest first. */
  availableWorkerRows(limit: number, viewerId: string | null): Promise<ProfileRow[]> {
    return this.prisma.$queryRaw<ProfileRow[]>`
      SELECT ${profileColumns(viewerId)}
      FROM ${PROFILES_WITH_LOCALITY}
      WHERE p.type = 'worker' AND p.available
      ORDER BY p.created_at DESC, p.id
      LIMIT ${limit}`;
  }

  /** Names containing `query`, accents and case ignored. */
  searchByName(query: string, limit: number, excludeId: string): Promise<UserSearchResultDto[]> {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.prisma.$queryRaw<UserSearchResultDto[]>`
      SELECT id, full_name AS "fullName", profession, profile_pic_url AS "profilePicUrl", type::text AS type,
             available
      FROM profiles.profiles
      WHERE id <> ${excludeId}::uuid
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
