import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, LedgerCreditsRpc, LedgerSettingsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import {
  CreditBalance,
  CreditSpendResult,
  CreditTransaction,
  CreditTransactionType,
  SpendCreditsInput,
  WelcomeBonus,
} from './credits.types.js';

@Resolver()
export class CreditsResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @SignedIn()
  @Query(() => CreditBalance)
  async myCredits(@CurrentActor() actor: Actor): Promise<CreditBalance> {
    const { balance } = await this.rpc.request(LedgerCreditsRpc.balance, {}, { actor });
    return { balance };
  }

  @SignedIn()
  @Query(() => [CreditTransaction], { description: 'Own credit transactions, newest first.' })
  async myTransactions(
    @Args('page', { type: () => Int, nullable: true, defaultValue: 1 }) page: number | null,
    @Args('pageSize', { type: () => Int, nullable: true, defaultValue: 20 }) pageSize: number | null,
    @CurrentActor() actor: Actor,
  ): Promise<CreditTransaction[]> {
    const transactions = await this.rpc.request(
      LedgerCreditsRpc.history,
      { page: page ?? 1, pageSize: pageSize ?? 20 },
      { actor },
    );
    return transactions.map(({ id, description, type, amount, createdAt }) => ({
      id,
      description,
      type: type === 'purchase' ? CreditTransactionType.purchase : CreditTransactionType.spend,
      amount,
      createdAt,
    }));
  }

  @SignedIn()
  @Mutation(() => CreditSpendResult, {
    description: "Spends the signed-in person's credits; CONFLICT 'Crédits insuffisants' when short.",
  })
  spendCredits(
    @Args('input') input: SpendCreditsInput,
    @CurrentActor() actor: Actor,
  ): Promise<CreditSpendResult> {
    const { amount, description, idempotencyKey } = input;
    return this.rpc.request(
      LedgerCreditsRpc.spend,
      { amount, description, idempotencyKey, kind: 'spend' },
      { actor },
    );
  }

  @Roles('admin')
  @Query(() => WelcomeBonus)
  adminSettingsWelcomeBonus(@CurrentActor() actor: Actor): Promise<WelcomeBonus> {
    return this.rpc.request(LedgerSettingsRpc.welcomeBonus, {}, { actor });
  }

  @Roles('admin')
  @Mutation(() => WelcomeBonus)
  setWelcomeBonus(
    @Args('credits', { type: () => Int }) credits: number,
    @CurrentActor() actor: Actor,
  ): Promise<WelcomeBonus> {
    return this.rpc.request(LedgerSettingsRpc.setWelcomeBonus, { credits }, { actor });
  }
}
