import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "The article's author: the admin who saved it last." })
export class ArticleAuthor {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;
}

@ObjectType({ description: 'An article as a card shows it.' })
export class ArticleSummary {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => ArticleAuthor)
  author!: ArticleAuthor;

  @Field({ description: 'The start of the text, without Markdown.' })
  excerpt!: string;

  @Field(() => Int, { description: 'About 200 words a minute, at least 1.' })
  readingMinutes!: number;

  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@ObjectType({ description: 'A whole article; its content is Markdown.' })
export class Article extends ArticleSummary {
  @Field()
  content!: string;

  @Field({ description: 'ISO 8601.' })
  updatedAt!: string;
}

@ObjectType()
export class ArticlesPage {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => [ArticleSummary])
  items!: ArticleSummary[];
}

@InputType()
export class ArticleInput {
  @Field({ description: 'Required, at most 200 characters.' })
  title!: string;

  @Field({ description: 'Markdown, required, at most 50,000 characters.' })
  content!: string;

  @Field(() => String, {
    nullable: true,
    description: 'A /files/… path (POST /uploads/article) or an http(s) URL; blank is none.',
  })
  imageUrl?: string | null;
}
