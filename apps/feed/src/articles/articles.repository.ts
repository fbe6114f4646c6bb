import { Inject, Injectable } from '@nestjs/common';
import { type ArticleInputDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { UNKNOWN_AUTHOR } from '../authors/author-columns.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { type ArticleRow } from './article-rows.js';

const COLUMNS = Prisma.sql`r.id, r.author_id, coalesce(a.full_name, ${UNKNOWN_AUTHOR}) AS author_name,
  r.title, r.content, r.image_url, r.created_at, r.updated_at`;
const FROM = Prisma.sql`FROM feed.articles r LEFT JOIN feed.authors a ON a.id = r.author_id`;

/** `%` and `_` in a search are plain characters. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

@Injectable()
export class ArticlesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Newest first from the `(created_at DESC, id DESC)` index, with the number of matching articles. */
  async page(
    offset: number,
    limit: number,
    search: string | null,
  ): Promise<{ rows: ArticleRow[]; total: number }> {
    const where = search
      ? Prisma.sql`WHERE r.title ILIKE ${likePattern(search)} OR a.full_name ILIKE ${likePattern(search)}`
      : Prisma.empty;
    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<ArticleRow[]>`
        SELECT ${COLUMNS} ${FROM} ${where}
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
      this.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total ${FROM} ${where}`,
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }

  async byId(id: string): Promise<ArticleRow | null> {
    const rows = await this.prisma.$queryRaw<
      ArticleRow[]
    >`SELECT ${COLUMNS} ${FROM} WHERE r.id = ${id}::uuid`;
    return rows[0] ?? null;
  }

  async create(authorId: string, input: ArticleInputDto): Promise<string> {
    const { id } = await this.prisma.article.create({ data: { authorId, ...input }, select: { id: true } });
    return id;
  }

  /**
   * The image the article had before, or undefined when there is no such article. The row is
   * locked so that two saves at once each report the image they replaced.
   */
  async update(id: string, authorId: string, input: ArticleInputDto): Promise<string | null | undefined> {
    return this.prisma.$transaction(async (tx) => {
      const [before] = await tx.$queryRaw<{ image_url: string | null }[]>`
        SELECT image_url FROM feed.articles WHERE id = ${id}::uuid FOR UPDATE`;
      if (!before) return undefined;
      await tx.article.update({ where: { id }, data: { authorId, ...input } });
      return before.image_url;
    });
  }

  async showsImage(imageUrl: string): Promise<boolean> {
    return (await this.prisma.article.count({ where: { imageUrl } })) > 0;
  }

  /** The deleted article's image, or undefined when there was no such article. */
  async delete(id: string): Promise<string | null | undefined> {
    const [deleted] = await this.prisma.$queryRaw<{ image_url: string | null }[]>`
      DELETE FROM feed.articles WHERE id = ${id}::uuid RETURNING image_url`;
    return deleted?.image_url;
  }
}
