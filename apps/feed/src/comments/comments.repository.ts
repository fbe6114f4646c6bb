import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { authorColumns } from '../authors/author-columns.js';
import { type Cursor } from '../cursor.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { type CommentRow } from './comment-rows.js';

const COMMENT_COLUMNS = Prisma.sql`c.id, c.post_id, c.user_id, c.content, c.created_at, ${authorColumns}`;

@Injectable()
export class CommentsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async postExists(postId: string): Promise<boolean> {
    return (await this.prisma.post.count({ where: { id: postId } })) > 0;
  }

  /** Oldest first from the `(post_id, created_at, id)` index, after the cursor, one row past the page. */
  oldestFirst(postId: string, after: Cursor | null, limit: number): Promise<CommentRow[]> {
    const start = after
      ? Prisma.sql`AND (c.created_at, c.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : Prisma.empty;
    return this.prisma.$queryRaw<CommentRow[]>`
      SELECT ${COMMENT_COLUMNS}
      FROM feed.post_comments c LEFT JOIN feed.authors a ON a.id = c.user_id
      WHERE c.post_id = ${postId}::uuid ${start}
      ORDER BY c.created_at, c.id
      LIMIT ${limit}`;
  }

  /**
   * Adds the comment and counts it on its post in one transaction (the counter's update locks
   * the post, so a deletion of the post waits). Null when there is no such post.
   */
  create(
    postId: string,
    userId: string,
    content: string,
  ): Promise<{ comment: CommentRow; commentCount: number } | null> {
    return this.prisma.$transaction(async (tx) => {
      const [post] = await tx.$queryRaw<{ comment_count: number }[]>`
        UPDATE feed.posts SET comment_count = comment_count + 1
        WHERE id = ${postId}::uuid RETURNING comment_count`;
      if (!post) return null;
      const { id } = await tx.postComment.create({ data: { postId, userId, content }, select: { id: true } });
      const [comment] = await tx.$queryRaw<CommentRow[]>`
        SELECT ${COMMENT_COLUMNS}
        FROM feed.post_comments c LEFT JOIN feed.authors a ON a.id = c.user_id
        WHERE c.id = ${id}::uuid`;
      return comment ? { comment, commentCount: post.comment_count } : null;
    });
  }

  owner(id: string): Promise<{ userId: string; postId: string } | null> {
    return this.prisma.postComment.findUnique({ where: { id }, select: { userId: true, postId: true } });
  }

  /** Removes the comment and uncounts it together. Null when there was no such comment. */
  delete(id: string): Promise<{ commentCount: number } | null> {
    return this.prisma.$transaction(async (tx) => {
      const [removed] = await tx.$queryRaw<{ post_id: string }[]>`
        DELETE FROM feed.post_comments WHERE id = ${id}::uuid RETURNING post_id`;
      if (!removed) return null;
      const [post] = await tx.$queryRaw<{ comment_count: number }[]>`
        UPDATE feed.posts SET comment_count = comment_count - 1
        WHERE id = ${removed.post_id}::uuid RETURNING comment_count`;
      return { commentCount: post?.comment_count ?? 0 };
    });
  }
}
