import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  type Actor,
  type AdminAccountDto,
  IdentityAdminRpc,
  LedgerCreditsRpc,
  ProfilesRpc,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { Roles } from '../auth/access.decorators.js';
import { adminListQuery } from '../common/page.types.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { AdminUser, AdminUserUpdateInput, AdminUsersInput, AdminUsersPage } from './admin-users.types.js';

interface ProfileRow {
  id: string;
  fullName: string;
  type: string;
  profession: string | null;
  profilePicUrl: string | null;
  verified: boolean;
  createdAt: string;
}

interface Extras {
  /** Undefined when identity failed. */
  accounts: Map<string, AdminAccountDto> | undefined;
  /** Undefined when the ledger failed. */
  balances: Map<string, number> | undefined;
}

/**
 * The back office Users page, composed from three services: profiles gives the rows (name, type,
 * picture), identity the e-mail and status, the ledger the credits. If identity or the ledger
 * fails, the rows still show with those columns unknown (the spec's 'N/A (Erreur auth)').
 */
@Resolver(() => AdminUser)
export class AdminUsersResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly logger: PinoLogger,
  ) {}

  @Roles('admin')
  @Query(() => AdminUsersPage, { description: 'One page of users, searched and sorted by profiles.' })
  async adminUsers(
    @Args('input', { type: () => AdminUsersInput, nullable: true }) input: AdminUsersInput | null,
    @CurrentActor() actor: Actor,
  ): Promise<AdminUsersPage> {
    const page = await this.rpc.request(ProfilesRpc.adminList, adminListQuery(input), { actor });
    const extras = await this.extras(
      page.items.map((profile) => profile.id),
      actor,
    );
    return {
      ...page,
      // A profile whose account is gone (deletion still propagating) is not a user any more.
      items: page.items
        .filter((profile) => extras.accounts?.get(profile.id)?.status !== 'deleted')
        .map((profile) => toAdminUser(profile, extras)),
    };
  }

  @Roles('admin')
  @Mutation(() => AdminUser, { description: 'Renames a user, changes the profession or the verified badge.' })
  async updateUser(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: AdminUserUpdateInput,
    @CurrentActor() actor: Actor,
  ): Promise<AdminUser> {
    const profile = await this.rpc.request(
      ProfilesRpc.adminUpdate,
      {
        id,
        fullName: input.fullName ?? undefined,
        profession: input.profession,
        verified: input.verified ?? undefined,
      },
      { actor },
    );
    return toAdminUser(profile, await this.extras([id], actor));
  }

  @Roles('admin')
  @Mutation(() => AdminUser, { description: 'Suspends the account and closes its sessions.' })
  async suspendUser(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<AdminUser> {
    await this.rpc.request(IdentityAdminRpc.suspend, { id }, { actor });
    return this.user(id, actor);
  }

  @Roles('admin')
  @Mutation(() => AdminUser, { description: 'Lifts a suspension.' })
  async reactivateUser(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<AdminUser> {
    await this.rpc.request(IdentityAdminRpc.reactivate, { id }, { actor });
    return this.user(id, actor);
  }

  @Roles('admin')
  @Mutation(() => Boolean, { description: 'Deletes the account; every service erases its data.' })
  async deleteUser(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(IdentityAdminRpc.delete, { id }, { actor });
    return true;
  }

  private async user(id: string, actor: Actor): Promise<AdminUser> {
    const [profile, extras] = await Promise.all([
      this.rpc.request(ProfilesRpc.get, { id }, { actor }),
      this.extras([id], actor),
    ]);
    return toAdminUser(profile, extras);
  }

  private async extras(ids: string[], actor: Actor): Promise<Extras> {
    const [accounts, balances] = await Promise.all([
      this.optional('accounts', () => this.rpc.request(IdentityAdminRpc.accounts, { ids }, { actor })),
      this.optional('balances', () =>
        this.rpc.request(LedgerCreditsRpc.balances, { userIds: ids }, { actor }),
      ),
    ]);
    return {
      accounts: accounts && new Map(accounts.map((account) => [account.id, account])),
      balances: balances && new Map(balances.map(({ userId, balance }) => [userId, balance])),
    };
  }

  /** A column the page can do without: its failure is logged and the column shows as unknown. */
  private async optional<T>(what: string, load: () => Promise<T>): Promise<T | undefined> {
    try {
      return await load();
    } catch (error) {
      this.logger.error({ err: error, what }, 'A column of the Users page is unavailable');
      return undefined;
    }
  }
}

function toAdminUser(profile: ProfileRow, { accounts, balances }: Extras): AdminUser {
  const account = accounts?.get(profile.id);
  return {
    id: profile.id,
    fullName: profile.fullName,
    type: profile.type,
    profession: profile.profession,
    profilePicUrl: profile.profilePicUrl,
    email: account?.email ?? null,
    status: account?.status ?? null,
    credits: balances?.get(profile.id) ?? null,
    verified: profile.verified,
    createdAt: profile.createdAt,
  };
}
