import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class FollowsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async profilesExist(ids: readonly string[]): Promise<boolean> {
    return (await this.prisma.profile.count({ where: { id: { in: [...ids] } } })) === ids.length;
  }

  /**
   * Inserts the follow unless it exists and counts the follower only when a row was inserted, in
   * one transaction: repeated or concurrent calls never count twice.
   */
  async follow(followerId: string, followeeId: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      // INSERT … ON CONFLICT DO NOTHING: the count says whether this call inserted the row.
      const { count } = await tx.follow.createMany({
        data: [{ followerId, followeeId }],
        skipDuplicates: true,
      });
      if (count > 0) {
        await tx.profile.update({ where: { id: followeeId }, data: { followerCount: { increment: 1 } } });
      }
    });
  }

  /** Deletes the follow if present and uncounts it only then. */
  async unfollow(followerId: string, followeeId: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.follow.deleteMany({ where: { followerId, followeeId } });
      if (count > 0) {
        await tx.profile.update({ where: { id: followeeId }, data: { followerCount: { decrement: 1 } } });
      }
    });
  }
}
