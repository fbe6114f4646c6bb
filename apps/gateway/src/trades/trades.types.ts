import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A trade of the catalogue (/metiers).' })
export class Trade {
  @Field()
  name!: string;

  @Field()
  category!: string;

  @Field()
  description!: string;

  @Field(() => [String])
  skills!: string[];

  @Field(() => Int, { description: 'Usual monthly pay, lower bound, in F CFA.' })
  salaryMin!: number;

  @Field(() => Int, { description: 'Usual monthly pay, upper bound, in F CFA.' })
  salaryMax!: number;

  @Field(() => Int, { description: 'Worker profiles whose profession is this trade (ignoring case).' })
  workerCount!: number;
}

@ObjectType({ description: 'One of the six categories of the trades page, with its trades.' })
export class TradeCategory {
  @Field()
  name!: string;

  @Field(() => [Trade])
  trades!: Trade[];
}
