import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A digital product of the store, as listed on the home page.' })
export class StoreProduct {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Int, { description: 'Price in credits.' })
  creditsPrice!: number;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;
}
