import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A paid boost: its end and the balance right after its spend.' })
export class BoostResult {
  @Field({ description: 'End of the boost (ISO date-time).' })
  boostedUntil!: string;

  @Field(() => Int)
  balance!: number;
}
