import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The answer to a reset request: the same for every address.' })
export class PasswordResetRequested {
  @Field({ description: 'What to tell the person (French), whether or not the address has an account.' })
  message!: string;
}
