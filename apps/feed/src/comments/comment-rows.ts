import { type PostCommentDto } from '@liggeey/contracts';
import { type AuthorColumns, toAuthorDto } from '../authors/author-columns.js';

export interface CommentRow extends AuthorColumns {
  id: string;
  post_id: string;
  content: string;
  created_at: Date;
}

export function toCommentDto(row: CommentRow): PostCommentDto {
  return {
    id: row.id,
    postId: row.post_id,
    author: toAuthorDto(row),
    content: row.content,
    createdAt: row.created_at.toISOString(),
  };
}
