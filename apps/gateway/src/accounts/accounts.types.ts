import { Field, InputType, ObjectType } from '@nestjs/graphql';

@InputType()
export class SignUpInput {
  @Field()
  email!: string;

  @Field()
  fullName!: string;

  @Field()
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: "Workers only: one of the sign-up trades, or the text typed after choosing 'Autre'.",
  })
  profession?: string | null;

  @Field({ description: 'worker or employer' })
  type!: string;
}

@ObjectType()
export class SignUpResult {
  @Field({ description: 'The address the confirmation e-mail was sent to.' })
  email!: string;
}
