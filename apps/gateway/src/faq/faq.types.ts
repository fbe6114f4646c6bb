import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A question of the FAQ page and its answer.' })
export class Faq {
  @Field(() => ID)
  id!: string;

  @Field()
  question!: string;

  @Field()
  answer!: string;

  @Field()
  category!: string;

  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@InputType({ description: 'Every field is trimmed and required.' })
export class FaqInput {
  @Field()
  question!: string;

  @Field()
  answer!: string;

  @Field()
  category!: string;
}
