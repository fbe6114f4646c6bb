import { type FeedPostDto, type PostDto, postMediaTypeOf } from '@liggeey/contracts';
import { type AuthorColumns, toAuthorDto } from '../authors/author-columns.js';

/** One post as the read queries return it (`liked` is the viewer's). */
export interface PostRow extends AuthorColumns {
  id: string;
  content: string;
  media_url: string | null;
  like_count: number;
  comment_count: number;
  created_at: Date;
  liked: boolean;
}

export function toPostDto(row: PostRow): PostDto {
  return {
    id: row.id,
    author: toAuthorDto(row),
    content: row.content,
    mediaUrl: row.media_url,
    mediaType: row.media_url ? postMediaTypeOf(row.media_url) : null,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    createdAt: row.created_at.toISOString(),
  };
}

export function toFeedPostDto(row: PostRow): FeedPostDto {
  return { ...toPostDto(row), likedByMe: row.liked };
}
