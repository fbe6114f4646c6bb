import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, ErrorCode, LedgerProductsRpc, PaymentsRpc, ProfilesRpc } from '@liggeey/contracts';
import { DomainException, NatsRpcClient } from '@liggeey/service-kit';
import { Public, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import {
  ConfirmPaymentInput,
  CreditPack,
  PaymentOutcome,
  PaymentStatus,
  StartedPurchase,
} from './payments.types.js';

/** Buying credit packs (spec §2 /buy-credits, /payment-confirmation). */
@Resolver()
export class PaymentsResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Query(() => [CreditPack], { description: 'Credit packs, cheapest first.' })
  creditPacks(@CurrentActor() actor: Actor | null): Promise<CreditPack[]> {
    return this.rpc.request(LedgerProductsRpc.creditPacks, {}, { actor });
  }

  @SignedIn()
  @Mutation(() => StartedPurchase, {
    description: "Creates a payment for the pack and answers the provider's hosted checkout link.",
  })
  async startCreditPurchase(
    @Args('packId', { type: () => ID }) packId: string,
    @CurrentActor() actor: Actor,
  ): Promise<StartedPurchase> {
    // The provider's checkout needs the payer's name and e-mail: the actor's own profile has both.
    const profile = await this.rpc.request(ProfilesRpc.mine, {}, { actor });
    const email = profile.contact?.email;
    if (!email) throw new DomainException(ErrorCode.Conflict, 'Votre adresse e-mail est introuvable.');
    return this.rpc.request(
      PaymentsRpc.startPurchase,
      { packId, customer: { email, name: profile.fullName } },
      { actor },
    );
  }

  @SignedIn()
  @Mutation(() => PaymentOutcome, {
    description: 'Checks the payment with the provider (credits it once if paid) and answers its status.',
  })
  async confirmPayment(
    @Args('input') input: ConfirmPaymentInput,
    @CurrentActor() actor: Actor,
  ): Promise<PaymentOutcome> {
    const transactionId = Number(input.transactionId);
    const outcome = await this.rpc.request(
      PaymentsRpc.confirm,
      {
        txRef: input.txRef,
        transactionId: Number.isSafeInteger(transactionId) && transactionId > 0 ? transactionId : undefined,
        claimedStatus: input.status?.slice(0, 30) ?? undefined,
      },
      { actor },
    );
    return { ...outcome, status: PaymentStatus[outcome.status] };
  }
}
