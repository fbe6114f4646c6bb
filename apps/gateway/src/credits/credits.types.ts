import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum CreditTransactionType {
  purchase = 'purchase',
  spend = 'spend',
}
registerEnumType(CreditTransactionType, {
  name: 'CreditTransactionType',
  description: 'purchase: credits in (pack, bonus, refund); spend: credits out.',
});

@ObjectType({ description: "The signed-in person's credits." })
export class CreditBalance {
  @Field(() => Int)
  balance!: number;
}

@ObjectType({ description: 'One movement of credits, as the history lists it.' })
export class CreditTransaction {
  @Field(() => ID)
  id!: string;

  @Field()
  description!: string;

  @Field(() => CreditTransactionType)
  type!: CreditTransactionType;

  @Field(() => Int, { description: 'Positive for credits received, negative for credits spent.' })
  amount!: number;

  @Field()
  createdAt!: string;
}

@InputType()
export class SpendCreditsInput {
  @Field(() => Int)
  amount!: number;

  @Field()
  description!: string;

  @Field({ description: 'One per click (8 to 100 characters): a retried request spends once.' })
  idempotencyKey!: string;
}

@ObjectType()
export class CreditSpendResult {
  @Field(() => ID)
  transactionId!: string;

  @Field(() => Int, { description: 'The balance right after this spend.' })
  balance!: number;
}

@ObjectType({ description: 'Credits given once when an account is confirmed (admin setting).' })
export class WelcomeBonus {
  @Field(() => Int)
  credits!: number;
}
