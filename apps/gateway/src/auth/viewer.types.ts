import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The signed-in user, as the access token says.' })
export class Viewer {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'worker, employer or admin' })
  type!: string;
}
