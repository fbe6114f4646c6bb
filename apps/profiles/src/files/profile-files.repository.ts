import { Inject, Injectable } from '@nestjs/common';
import { PRIVATE_FILE_PREFIX, type ProfileFileKind } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient, type Profile } from '../generated/prisma/client.js';

const COLUMN = { avatar: 'profilePicUrl', cover: 'coverPicUrl', cv: 'cvUrl' } as const;

@Injectable()
export class ProfileFilesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(id: string): Promise<Profile | null> {
    return this.prisma.profile.findUnique({ where: { id } });
  }

  /**
   * Sets the URL only if the stored one is still `previous` (compare and set), so two concurrent
   * uploads never both see the same previous file. False when it changed meanwhile.
   */
  async replace(id: string, kind: ProfileFileKind, previous: string | null, url: string): Promise<boolean> {
    const column = COLUMN[kind];
    const { count } = await this.prisma.profile.updateMany({
      where: { id, [column]: previous },
      data: { [column]: url },
    });
    return count > 0;
  }

  /** Profiles whose CV is not a private file yet, by id after `after` (`profiles_public_cv_idx`). */
  async publicCvs(after: string | null, limit: number): Promise<{ profileId: string; url: string }[]> {
    const rows = await this.prisma.profile.findMany({
      where: {
        ...(after ? { id: { gt: after } } : {}),
        cvUrl: { not: null },
        NOT: { cvUrl: { startsWith: PRIVATE_FILE_PREFIX } },
      },
      select: { id: true, cvUrl: true },
      orderBy: { id: 'asc' },
      take: limit,
    });
    return rows.map((row) => ({ profileId: row.id, url: row.cvUrl ?? '' }));
  }
}

export function storedUrl(profile: Profile, kind: ProfileFileKind): string | null {
  return profile[COLUMN[kind]];
}
