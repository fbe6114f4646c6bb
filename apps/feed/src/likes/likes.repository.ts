import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

export interface LikeToggle {
  liked: boolean;
  likeCount: number;
  authorId: string | null;
}

@Injectable()
export class LikesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Removes the person's like if there is one, else adds it, and moves the post's counter in the
   * same transaction. The post row is locked first, so toggles of one post queue up and the
   * counter always equals the likes. Null when there is no such post.
   */
  toggle(postId: string, userId: string): Promise<LikeToggle | null> {
    return this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM feed.posts WHERE id = ${postId}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      const removed = await tx.$executeRaw`
        DELETE FROM feed.post_likes WHERE post_id = ${postId}::uuid AND user_id = ${userId}::uuid`;
      if (removed === 0) {
        await tx.$executeRaw`INSERT INTO feed.post_likes (post_id, user_id) VALUES (${postId}::uuid, ${userId}::uuid)`;
      }
      const [post] = await tx.$queryRaw<{ like_count: number; user_id: string }[]>`
        UPDATE feed.posts SET like_count = like_count + ${removed === 0 ? 1 : -1}
        WHERE id = ${postId}::uuid RETURNING like_count, user_id`;
      return { liked: removed === 0, likeCount: post?.like_count ?? 0, authorId: post?.user_id ?? null };
    });
  }
}
