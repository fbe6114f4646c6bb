import { type ArticleDto, type ArticleSummaryDto, articleExcerpt, readingMinutes } from '@liggeey/contracts';

/** One article as the read queries return it (`a` the author's copy). */
export interface ArticleRow {
  id: string;
  author_id: string;
  author_name: string;
  title: string;
  content: string;
  image_url: string | null;
  created_at: Date;
  updated_at: Date;
}

export function toArticleSummaryDto(row: ArticleRow): ArticleSummaryDto {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.image_url,
    author: { id: row.author_id, fullName: row.author_name },
    excerpt: articleExcerpt(row.content),
    readingMinutes: readingMinutes(row.content),
    createdAt: row.created_at.toISOString(),
  };
}

export function toArticleDto(row: ArticleRow): ArticleDto {
  return { ...toArticleSummaryDto(row), content: row.content, updatedAt: row.updated_at.toISOString() };
}
