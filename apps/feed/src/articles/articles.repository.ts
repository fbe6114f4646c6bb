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

  /** False when there is no such article. */
  async update(id: string, authorId: string, input: ArticleInputDto): Promise<boolean> {
    const { count } = await this.prisma.article.updateMany({ where: { id }, data: { authorId, ...input } });
    return count > 0;
  }

  /** False when there was no such article. */
  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.article.deleteMany({ where: { id } });
    return count > 0;
  }
}
