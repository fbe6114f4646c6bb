import { z } from 'zod';
import { defineQuery, defineRpc } from '../common/rpc.js';

export const ARTICLE_LIMITS = { title: 200, content: 50_000, imageUrl: 2_048 } as const;
/** Articles per page of /articles (and of the admin list), and on the home page. */
export const ARTICLES_PAGE_SIZE = { default: 9, max: 50 } as const;
export const HOME_ARTICLES_LIMIT = 3;
/** Reading time: about 200 words a minute. */
const WORDS_PER_MINUTE = 200;
const EXCERPT_LENGTH = 180;

export const ARTICLE_TITLE_REQUIRED_MESSAGE = "Veuillez saisir le titre de l'article.";
export const ARTICLE_CONTENT_REQUIRED_MESSAGE = "Veuillez écrire le contenu de l'article.";
export const ARTICLE_IMAGE_URL_MESSAGE =
  "L'adresse de l'image doit être un fichier envoyé (/files/…) ou commencer par http:// ou https://.";
export const ARTICLE_NOT_FOUND_MESSAGE = 'Article introuvable.';

/** A file the gateway serves (`/files/…`) or an http(s) address. */
export function isArticleImageUrl(value: string): boolean {
  if (value.startsWith('/')) return value.startsWith('/files/');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Minutes to read a text, at least one. */
export function readingMinutes(content: string): number {
  const words = content.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The start of the article as plain text for a card: the Markdown marks are dropped. */
export function articleExcerpt(content: string): string {
  const text = content
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}|>|[-+*]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}

export const articleInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: ARTICLE_TITLE_REQUIRED_MESSAGE })
    .max(ARTICLE_LIMITS.title, { error: 'Le titre ne doit pas dépasser 200 caractères.' }),
  /** Markdown; the web renders it without raw HTML. */
  content: z
    .string()
    .trim()
    .min(1, { error: ARTICLE_CONTENT_REQUIRED_MESSAGE })
    .max(ARTICLE_LIMITS.content, { error: "L'article ne doit pas dépasser 50 000 caractères." }),
  /** Blank is none. */
  imageUrl: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.imageUrl, { error: "L'adresse de l'image ne doit pas dépasser 2048 caractères." })
    .nullish()
    .transform((url) => (url ? url : null))
    .refine((url) => url === null || isArticleImageUrl(url), { error: ARTICLE_IMAGE_URL_MESSAGE }),
});
export type ArticleInputDto = z.infer<typeof articleInputSchema>;

export const articleAuthorSchema = z.object({ id: z.uuid(), fullName: z.string() });

/** An article as a card shows it. */
export const articleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  author: articleAuthorSchema,
  excerpt: z.string(),
  readingMinutes: z.number().int().min(1),
  createdAt: z.iso.datetime(),
});
export type ArticleSummaryDto = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  content: z.string(),
  updatedAt: z.iso.datetime(),
});
export type ArticleDto = z.infer<typeof articleSchema>;

export const articlesPageRequestSchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(ARTICLES_PAGE_SIZE.max).default(ARTICLES_PAGE_SIZE.default),
  /** Words of the title or the author's name (the admin list's search box); blank is none. */
  search: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((search) => (search ? search : null)),
});
export type ArticlesPageRequestDto = z.infer<typeof articlesPageRequestSchema>;

export const articlesPageSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  items: z.array(articleSummarySchema),
});
export type ArticlesPageDto = z.infer<typeof articlesPageSchema>;

/** Any string: an id that is not a known article (UUID or not) answers NOT_FOUND. */
const articleIdSchema = z.string().max(100);

/** Articles: reading is public, writing is for admins (the author is the admin who writes). */
export const FeedArticlesRpc = {
  /** Newest first, with the total. */
  list: defineQuery('feed.articles.list', articlesPageRequestSchema, articlesPageSchema),
  /** The home page's newest articles. */
  latest: defineQuery('feed.articles.latest', z.object({}), z.array(articleSummarySchema)),
  get: defineQuery('feed.articles.get', z.object({ id: articleIdSchema }), articleSchema),
  create: defineRpc('feed.articles.create', z.object({ input: articleInputSchema }), articleSchema),
  /** With the replaced image when no article shows it any more (else null), for the gateway to remove. */
  update: defineRpc(
    'feed.articles.update.v2',
    z.object({ id: articleIdSchema, input: articleInputSchema }),
    z.object({ article: articleSchema, droppedImageUrl: z.string().nullable() }),
  ),
  /** With the deleted article's image when no other article shows it (else null), for the gateway to remove. */
  delete: defineRpc(
    'feed.articles.delete.v2',
    z.object({ id: articleIdSchema }),
    z.object({ droppedImageUrl: z.string().nullable() }),
  ),
} as const;
