import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { authorColumns } from '../authors/author-columns.js';
import { type Cursor } from '../cursor.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { type PostRow } from './post-rows.js';

/** The columns of a post (`p` the post, `a` its author), with `liked` for a viewer, if any. */
function postColumns(viewerId: string | null): Prisma.Sql {
  const liked = viewerId
    ? Prisma.sql`EXISTS (SELECT 1 FROM feed.post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewerId}::uuid)`
    : Prisma.sql`false`;
  return Prisma.sql`p.id, p.user_id, p.content, p.media_url, p.like_count, p.comment_count, p.created_at,
    ${authorColumns}, ${liked} AS liked`;
}

@Injectable()
export class PostsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Newest first from the `(created_at DESC, id DESC)` index, starting after the cursor, one row
   * more than the page (it tells whether another page follows). One statement, whatever the
   * number of posts: the counters are columns, the author a primary-key join.
   */
  newestFirst(after: Cursor | null, limit: number, viewerId: string | null): Promise<PostRow[]> {
    const start = after
      ? Prisma.sql`WHERE (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : Prisma.empty;
    return this.prisma.$queryRaw<PostRow[]>`
      SELECT ${postColumns(viewerId)}
      FROM feed.posts p LEFT JOIN feed.authors a ON a.id = p.user_id
      ${start}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${limit}`;
  }

  /** Who liked each of these posts (the likes' primary key). */
  async likersOf(postIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const likers = new Map<string, Set<string>>(postIds.map((id) => [id, new Set()]));
    if (postIds.length === 0) return likers;
    const rows = await this.prisma.$queryRaw<{ post_id: string; user_id: string }[]>`
      SELECT post_id, user_id FROM feed.post_likes WHERE post_id = ANY(${postIds}::uuid[])`;
    for (const row of rows) likers.get(row.post_id)?.add(row.user_id);
    return likers;
  }

  async byId(id: string, viewerId: string): Promise<PostRow | null> {
    const rows = await this.prisma.$queryRaw<PostRow[]>`
      SELECT ${postColumns(viewerId)}
      FROM feed.posts p LEFT JOIN feed.authors a ON a.id = p.user_id
      WHERE p.id = ${id}::uuid`;
    return rows[0] ?? null;
  }

  async create(userId: string, content: string, mediaUrl: string | null): Promise<string> {
    const { id } = await this.prisma.post.create({
      data: { userId, content, mediaUrl },
      select: { id: true },
    });
    return id;
  }

  owner(id: string): Promise<{ userId: string; mediaUrl: string | null } | null> {
    return this.prisma.post.findUnique({ where: { id }, select: { userId: true, mediaUrl: true } });
  }

  /** Its likes and comments go with it (cascade). False when there was no such post. */
  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.post.deleteMany({ where: { id } });
    return count > 0;
  }
}
