import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  ADMIN_SEARCH_MAX_PEOPLE,
  type Actor,
  IdentityAdminRpc,
  LedgerCreditsRpc,
  PaymentsRpc,
  ProfilesRpc,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { CreditTransactionType } from '../credits/credits.types.js';
import { SortOrder } from '../common/page.types.js';
import {
  AdminPaymentsPage,
  AdminPaymentsSort,
  AdminTransactionsPage,
  PaymentStatus,
  StuckPaymentsRepair,
} from './payments.types.js';

/** The repair asks the provider nothing but grants one payment after another: give it time. */
const CREDIT_STUCK_TIMEOUT_MS = 60_000;

interface People {
  names: Map<string, string>;
  emails: Map<string, string>;
}

/**
 * Back office /admin/payments: the ledger's journal of every user (credit transactions) and the
 * payments with the provider, newest first, each with the user's name (profiles) and e-mail
 * (identity). A page holds at most 100 rows, so one call to each is enough; if one of them fails
 * the rows still show with that column unknown.
 */
@Resolver()
export class AdminPaymentsResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly logger: PinoLogger,
  ) {}

  @Roles('admin')
  @Mutation(() => StuckPaymentsRepair, {
    description: 'Credits every paid payment still without its credits (held ones included), once.',
  })
  adminCreditStuckPayments(@CurrentActor() actor: Actor): Promise<StuckPaymentsRepair> {
    return this.rpc.request(PaymentsRpc.creditStuck, {}, { actor, timeoutMs: CREDIT_STUCK_TIMEOUT_MS });
  }

  @Roles('admin')
  @Query(() => AdminTransactionsPage, { description: 'All credit transactions, newest first.' })
  async adminTransactions(
    @Args('page', { type: () => Int, nullable: true, defaultValue: 1 }) page: number | null,
    @Args('pageSize', { type: () => Int, nullable: true, defaultValue: 20 }) pageSize: number | null,
    @Args('q', {
      type: () => String,
      nullable: true,
      description: "Found in the description, or the user's name or e-mail.",
    })
    q: string | null,
    @CurrentActor() actor: Actor,
  ): Promise<AdminTransactionsPage> {
    const journal = await this.rpc.request(
      LedgerCreditsRpc.adminTransactions,
      { page: page ?? 1, pageSize: pageSize ?? 20, q, userIds: await this.peopleNamed(q, actor) },
      { actor },
    );
    const { names, emails } = await this.people(
      journal.items.flatMap((item) => (item.userId ? [item.userId] : [])),
      actor,
    );
    return {
      ...journal,
      items: journal.items.map(({ id, userId, description, type, amount, createdAt }) => ({
        id,
        userId,
        description,
        type: type === 'purchase' ? CreditTransactionType.purchase : CreditTransactionType.spend,
        amount,
        createdAt,
        fullName: (userId && names.get(userId)) ?? null,
        email: (userId && emails.get(userId)) ?? null,
      })),
    };
  }

  @Roles('admin')
  @Query(() => AdminPaymentsPage, { description: 'Payments with the provider, newest first.' })
  async adminPayments(
    @Args('page', { type: () => Int, nullable: true, defaultValue: 1 }) page: number | null,
    @Args('pageSize', { type: () => Int, nullable: true, defaultValue: 20 }) pageSize: number | null,
    @Args('q', {
      type: () => String,
      nullable: true,
      description: "Found in the payment's reference, or the user's name or e-mail.",
    })
    q: string | null,
    @Args('sort', { type: () => AdminPaymentsSort, defaultValue: AdminPaymentsSort.createdAt })
    sort: AdminPaymentsSort,
    @Args('order', { type: () => SortOrder, defaultValue: SortOrder.desc }) order: SortOrder,
    @CurrentActor() actor: Actor,
  ): Promise<AdminPaymentsPage> {
    const payments = await this.rpc.request(
      PaymentsRpc.adminPayments,
      {
        page: page ?? 1,
        pageSize: pageSize ?? 20,
        q,
        sort,
        order,
        userIds: await this.peopleNamed(q, actor),
      },
      { actor },
    );
    const { names, emails } = await this.people(
      payments.items.map((item) => item.userId),
      actor,
    );
    return {
      ...payments,
      items: payments.items.map(({ status, ...item }) => ({
        ...item,
        status: PaymentStatus[status],
        fullName: names.get(item.userId) ?? null,
        email: emails.get(item.userId) ?? null,
      })),
    };
  }

  /**
   * The people whose name or e-mail holds `q` (profiles searches them, `%` and `_` literally), so
   * the ledger and the payments service can match their rows: the most recent ones first.
   */
  private async peopleNamed(q: string | null, actor: Actor): Promise<string[]> {
    if (!q?.trim()) return [];
    const found = await this.rpc.request(
      ProfilesRpc.adminList,
      { q, page: 1, pageSize: ADMIN_SEARCH_MAX_PEOPLE, sort: 'createdAt', order: 'desc' },
      { actor },
    );
    return found.items.map((profile) => profile.id);
  }

  private async people(userIds: string[], actor: Actor): Promise<People> {
    const ids = [...new Set(userIds)];
    const [profiles, accounts] = await Promise.all([
      this.optional('profiles', () => this.rpc.request(ProfilesRpc.byIds, { ids }, { actor })),
      this.optional('accounts', () => this.rpc.request(IdentityAdminRpc.accounts, { ids }, { actor })),
    ]);
    return {
      names: new Map(profiles?.map((profile) => [profile.id, profile.fullName])),
      emails: new Map(accounts?.map((account) => [account.id, account.email])),
    };
  }

  private async optional<T>(what: string, load: () => Promise<T>): Promise<T | undefined> {
    try {
      return await load();
    } catch (error) {
      this.logger.error({ err: error, what }, 'A column of the Payments page is unavailable');
      return undefined;
    }
  }
}
