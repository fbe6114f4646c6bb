import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { POST_MEDIA_TYPES, type PostMediaType as PostMediaTypeValue } from '@liggeey/contracts';

export const PostMediaType = Object.fromEntries(POST_MEDIA_TYPES.map((value) => [value, value])) as {
  [K in PostMediaTypeValue]: K;
};
registerEnumType(PostMediaType, { name: 'PostMediaType' });

@ObjectType({ description: "A post's or comment's author, as their profile shows them." })
export class PostAuthor {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field(() => String, { nullable: true })
  profilePicUrl!: string | null;
}

@ObjectType({ description: 'A news feed post (spec §3 post) with its counters and the viewer’s like.' })
export class Post {
  @Field(() => ID)
  id!: string;

  @Field(() => PostAuthor)
  author!: PostAuthor;

  @Field()
  content!: string;

  @Field(() => String, { nullable: true, description: 'The picture or video, if any.' })
  mediaUrl!: string | null;

  @Field(() => PostMediaType, { nullable: true })
  mediaType!: PostMediaTypeValue | null;

  @Field(() => Int)
  likeCount!: number;

  @Field(() => Int)
  commentCount!: number;

  @Field({ description: 'Whether the signed-in person likes it.' })
  likedByMe!: boolean;

  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@ObjectType({ description: 'A page of the feed, newest first.' })
export class PostPage {
  @Field(() => [Post])
  items!: Post[];

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last.',
  })
  nextCursor!: string | null;
}

@ObjectType({ description: 'A comment on a post (spec §3 post comment).' })
export class PostComment {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  postId!: string;

  @Field(() => PostAuthor)
  author!: PostAuthor;

  @Field()
  content!: string;

  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@ObjectType({ description: "A page of a post's comments, oldest first." })
export class PostCommentPage {
  @Field(() => [PostComment])
  items!: PostComment[];

  @Field(() => String, { nullable: true })
  nextCursor!: string | null;
}

@ObjectType({ description: 'The viewer’s like after a toggle, and the new count.' })
export class PostLikeState {
  @Field(() => ID)
  postId!: string;

  @Field()
  liked!: boolean;

  @Field(() => Int)
  likeCount!: number;
}

@InputType()
export class PostInput {
  @Field({ description: 'Required, not blank.' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'A URL answered by POST /uploads/post.' })
  mediaUrl?: string | null;
}
