import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A row of the back office Users page: the profile with its account.' })
export class AdminUser {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field({ description: 'worker, employer or admin' })
  type!: string;

  @Field(() => String, { nullable: true })
  profession!: string | null;

  @Field(() => String, { nullable: true })
  profilePicUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'From identity; null if identity did not answer.' })
  email!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'pending, active or suspended; null if identity did not answer.',
  })
  status!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Credit balance from the ledger; null if it did not answer.',
  })
  credits!: number | null;

  @Field()
  verified!: boolean;

  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@InputType()
export class AdminUserUpdateInput {
  @Field(() => String, { nullable: true })
  fullName?: string | null;

  @Field(() => String, { nullable: true })
  profession?: string | null;

  @Field(() => Boolean, { nullable: true })
  verified?: boolean | null;
}
