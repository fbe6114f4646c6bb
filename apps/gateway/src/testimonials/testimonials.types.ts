import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A customer quote shown on the home page when visible.' })
export class Testimonial {
  @Field(() => ID)
  id!: string;

  @Field()
  quote!: string;

  @Field()
  authorName!: string;

  @Field(() => String, { nullable: true })
  authorRole!: string | null;

  @Field(() => String, { nullable: true })
  authorAvatarUrl!: string | null;

  @Field()
  isVisible!: boolean;

  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@InputType()
export class TestimonialInput {
  @Field({ description: 'Required.' })
  quote!: string;

  @Field({ description: 'Required.' })
  authorName!: string;

  @Field(() => String, { nullable: true })
  authorRole?: string | null;

  @Field(() => String, { nullable: true, description: "An http(s) URL or a path starting with '/'." })
  authorAvatarUrl?: string | null;

  @Field()
  isVisible!: boolean;
}
