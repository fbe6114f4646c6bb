import { z } from 'zod';
import { defineQuery, defineRpc } from '../common/rpc.js';

export const POST_LIMITS = { content: 5_000, comment: 2_000, mediaUrl: 2_000 } as const;
/** Posts per feed page (the web asks for 10) and comments per page of a post. */
export const FEED_PAGE_SIZE = { default: 10, max: 30 } as const;
export const COMMENTS_PAGE_SIZE = { default: 20, max: 50 } as const;

/** Spec §5: the text of a post is required; blank is refused (with the media or not). */
export const POST_CONTENT_REQUIRED_MESSAGE = 'Veuillez écrire le texte de votre publication.';
/** Spec §5: a blank comment is ignored by the page; the server refuses it. */
export const COMMENT_CONTENT_REQUIRED_MESSAGE = 'Veuillez écrire votre commentaire.';
export const POST_NOT_FOUND_MESSAGE = 'Publication introuvable.';
export const COMMENT_NOT_FOUND_MESSAGE = 'Commentaire introuvable.';
export const POST_DELETE_FORBIDDEN_MESSAGE =
  "Seul l'auteur de la publication ou un administrateur peut la supprimer.";
export const COMMENT_DELETE_FORBIDDEN_MESSAGE =
  "Seul l'auteur du commentaire ou un administrateur peut le supprimer.";
export const POST_MEDIA_MESSAGE = 'Le fichier doit être envoyé depuis le fil d’actualités.';

export const POST_MEDIA_TYPES = ['image', 'video'] as const;
export const postMediaTypeSchema = z.enum(POST_MEDIA_TYPES);
export type PostMediaType = z.infer<typeof postMediaTypeSchema>;

/** Post videos are stored as .mp4 or .mov (POST /uploads/post); every other post file is a WebP picture. */
export function postMediaTypeOf(url: string): PostMediaType {
  return /\.(mp4|mov)$/i.test(url) ? 'video' : 'image';
}

export const postInputSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, { error: POST_CONTENT_REQUIRED_MESSAGE })
    .max(POST_LIMITS.content, { error: 'La publication ne doit pas dépasser 5000 caractères.' }),
  /** A URL answered by POST /uploads/post to the same user (checked by the gateway); blank is none. */
  mediaUrl: z
    .string()
    .trim()
    .max(POST_LIMITS.mediaUrl)
    .nullish()
    .transform((url) => (url ? url : null)),
});
export type PostInputDto = z.infer<typeof postInputSchema>;

export const commentInputSchema = z.object({
  postId: z.string().max(100),
  content: z
    .string()
    .trim()
    .min(1, { error: COMMENT_CONTENT_REQUIRED_MESSAGE })
    .max(POST_LIMITS.comment, { error: 'Le commentaire ne doit pas dépasser 2000 caractères.' }),
});
export type CommentInputDto = z.infer<typeof commentInputSchema>;

/** The author's public face, from the feed service's copy of the profiles. */
export const postAuthorSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profilePicUrl: z.string().nullable(),
});
export type PostAuthorDto = z.infer<typeof postAuthorSchema>;

/** A post as everyone sees it (the live event carries this). */
export const postSchema = z.object({
  id: z.uuid(),
  author: postAuthorSchema,
  content: z.string(),
  mediaUrl: z.string().nullable(),
  mediaType: postMediaTypeSchema.nullable(),
  likeCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type PostDto = z.infer<typeof postSchema>;

/** A post as one viewer sees it in the feed. */
export const feedPostSchema = postSchema.extend({ likedByMe: z.boolean() });
export type FeedPostDto = z.infer<typeof feedPostSchema>;

export const postCommentSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  author: postAuthorSchema,
  content: z.string(),
  createdAt: z.iso.datetime(),
});
export type PostCommentDto = z.infer<typeof postCommentSchema>;

/** Opaque: where the previous page stopped ((created_at, id) of its last row). */
const cursorSchema = z
  .string()
  .max(200)
  .nullish()
  .transform((cursor) => (cursor ? cursor : null));

export const feedPageRequestSchema = z.object({
  after: cursorSchema,
  first: z.number().int().min(1).max(FEED_PAGE_SIZE.max).default(FEED_PAGE_SIZE.default),
});
export type FeedPageRequestDto = z.infer<typeof feedPageRequestSchema>;

export const feedPageSchema = z.object({
  items: z.array(feedPostSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FeedPageDto = z.infer<typeof feedPageSchema>;

export const commentsPageRequestSchema = z.object({
  postId: z.string().max(100),
  after: cursorSchema,
  first: z.number().int().min(1).max(COMMENTS_PAGE_SIZE.max).default(COMMENTS_PAGE_SIZE.default),
});
export type CommentsPageRequestDto = z.infer<typeof commentsPageRequestSchema>;

export const commentsPageSchema = z.object({
  items: z.array(postCommentSchema),
  nextCursor: z.string().nullable(),
});
export type CommentsPageDto = z.infer<typeof commentsPageSchema>;

export const postLikeStateSchema = z.object({
  postId: z.uuid(),
  liked: z.boolean(),
  likeCount: z.number().int().min(0),
});
export type PostLikeStateDto = z.infer<typeof postLikeStateSchema>;

/** Any string: an id that is not a known post or comment (UUID or not) answers NOT_FOUND. */
const idSchema = z.string().max(100);

/** The news feed (/feed): posts, likes and comments; every operation needs a signed-in person. */
export const FeedPostsRpc = {
  /** Newest first, paged by cursor. */
  list: defineQuery('feed.posts.list', feedPageRequestSchema, feedPageSchema),
  create: defineRpc('feed.posts.create', z.object({ input: postInputSchema }), feedPostSchema),
  /** The author or an admin; the gateway removes the media on `feed.post.deleted`. */
  delete: defineRpc('feed.posts.delete', z.object({ id: idSchema }), z.object({ deleted: z.literal(true) })),
  /** Likes when the person has not liked the post yet, else unlikes (one like per person and post). */
  toggleLike: defineRpc('feed.posts.toggleLike', z.object({ postId: idSchema }), postLikeStateSchema),
} as const;

export const FeedCommentsRpc = {
  /** Oldest first, paged by cursor. */
  list: defineQuery('feed.comments.list', commentsPageRequestSchema, commentsPageSchema),
  create: defineRpc('feed.comments.create', z.object({ input: commentInputSchema }), postCommentSchema),
  /** The author or an admin. */
  delete: defineRpc(
    'feed.comments.delete',
    z.object({ id: idSchema }),
    z.object({ deleted: z.literal(true) }),
  ),
} as const;
