import { Field, Int, ObjectType } from '@nestjs/graphql';

/** What every paged list answers besides its items (each list declares `items` with its type). */
@ObjectType({ isAbstract: true })
export abstract class PageFields {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}
