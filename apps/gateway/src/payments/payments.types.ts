import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PageFields } from '../common/page.types.js';
import { CreditTransactionType } from '../credits/credits.types.js';

export enum PaymentStatus {
  pending = 'pending',
  successful = 'successful',
  failed = 'failed',
  cancelled = 'cancelled',
  flagged = 'flagged',
}
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'successful: paid and credited; flagged: the provider reported another amount or currency.',
});

@ObjectType({ description: 'A credit pack on /buy-credits.' })
export class CreditPack {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Int, { description: 'Price in F CFA.' })
  price!: number;

  @Field(() => Int)
  credits!: number;
}

@ObjectType({ description: "The provider's hosted checkout for a new payment." })
export class StartedPurchase {
  @Field({ description: 'Where to send the browser.' })
  link!: string;

  @Field({ description: 'Our reference of the payment (tx_ref).' })
  txRef!: string;
}

@InputType({ description: 'What the provider put in the return address; hints only, never trusted.' })
export class ConfirmPaymentInput {
  @Field()
  txRef!: string;

  @Field(() => String, { nullable: true, description: 'transaction_id of the return address.' })
  transactionId?: string | null;

  @Field(() => String, { nullable: true, description: 'status of the return address.' })
  status?: string | null;
}

@ObjectType()
export class PaymentOutcome {
  @Field()
  txRef!: string;

  @Field(() => PaymentStatus)
  status!: PaymentStatus;

  @Field(() => Int, { description: 'Credits the payment buys.' })
  credits!: number;
}

@ObjectType({ description: 'A row of /admin/payments: a credit movement of any user.' })
export class AdminTransaction {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'Null once the account was deleted.' })
  userId!: string | null;

  @Field(() => String, { nullable: true, description: "The user's full name, from profiles." })
  fullName!: string | null;

  @Field(() => String, { nullable: true, description: "The account's e-mail, from identity." })
  email!: string | null;

  @Field()
  description!: string;

  @Field(() => CreditTransactionType)
  type!: CreditTransactionType;

  @Field(() => Int)
  amount!: number;

  @Field()
  createdAt!: string;
}

@ObjectType()
export class AdminTransactionsPage extends PageFields {
  @Field(() => [AdminTransaction])
  items!: AdminTransaction[];
}

@ObjectType({ description: 'A payment with the provider, as /admin/payments follows it.' })
export class AdminPayment {
  @Field()
  txRef!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { nullable: true })
  fullName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => Int, { description: 'Asked, in F CFA.' })
  amount!: number;

  @Field(() => Int, { nullable: true, description: 'Reported received by the provider, in F CFA.' })
  paidAmount!: number | null;

  @Field(() => Int)
  credits!: number;

  @Field(() => PaymentStatus)
  status!: PaymentStatus;

  @Field({ description: 'Whether the credits are on the balance.' })
  credited!: boolean;

  @Field(() => String, { nullable: true, description: 'Why the payment was flagged for review.' })
  reviewReason!: string | null;

  @Field()
  createdAt!: string;
}

export enum AdminPaymentsSort {
  createdAt = 'createdAt',
  amount = 'amount',
  status = 'status',
}
registerEnumType(AdminPaymentsSort, { name: 'AdminPaymentsSort' });

@ObjectType()
export class AdminPaymentsPage extends PageFields {
  @Field(() => [AdminPayment])
  items!: AdminPayment[];
}

@ObjectType({ description: 'A paid payment the repair could not credit, and why.' })
export class StuckPayment {
  @Field()
  txRef!: string;

  @Field()
  reason!: string;
}

@ObjectType({ description: 'What a run of the repair of paid payments without credits did.' })
export class StuckPaymentsRepair {
  @Field(() => Int, { description: 'Paid payments found without their credits.' })
  examined!: number;

  @Field(() => Int, { description: 'Credited by this run.' })
  credited!: number;

  @Field(() => [StuckPayment])
  remaining!: StuckPayment[];
}
