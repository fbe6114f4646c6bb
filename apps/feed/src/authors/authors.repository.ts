import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

/** The feed's copy of the authors' names and pictures, and the erasure of a deleted account's data. */
@Injectable()
export class AuthorsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** A redelivered sign-up leaves a later profile change in place. */
  async createIfAbsent(id: string, fullName: string, profilePicUrl: string | null): Promise<void> {
    await this.prisma.author.upsert({ where: { id }, create: { id, fullName, profilePicUrl }, update: {} });
  }

  async update(id: string, fullName: string, profilePicUrl: string | null): Promise<void> {
    await this.prisma.author.upsert({
      where: { id },
      create: { id, fullName, profilePicUrl },
      update: { fullName, profilePicUrl },
    });
  }

  postsOf(userId: string): Promise<{ id: string; mediaUrl: string | null }[]> {
    return this.prisma.post.findMany({ where: { userId }, select: { id: true, mediaUrl: true } });
  }

  /**
   * Erases the account's posts (with everyone's likes and comments on them), its likes and
   * comments on other posts with their counters, and its name. One transaction; idempotent.
   */
  async eraseUser(userId: string): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.post.deleteMany({ where: { userId } }),
      this.prisma.$executeRaw`
        WITH gone AS (DELETE FROM feed.post_comments WHERE user_id = ${userId}::uuid RETURNING post_id),
        counts AS (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id)
        UPDATE feed.posts p SET comment_count = p.comment_count - counts.n FROM counts WHERE p.id = counts.post_id`,
      this.prisma.$executeRaw`
        WITH gone AS (DELETE FROM feed.post_likes WHERE user_id = ${userId}::uuid RETURNING post_id),
        counts AS (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id)
        UPDATE feed.posts p SET like_count = p.like_count - counts.n FROM counts WHERE p.id = counts.post_id`,
      this.prisma.author.deleteMany({ where: { id: userId } }),
    ]);
  }
}
