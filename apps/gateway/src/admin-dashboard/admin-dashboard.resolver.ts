import { Query, Resolver } from '@nestjs/graphql';
import {
  type Actor,
  JobsOffersRpc,
  LedgerProductsRpc,
  PaymentsRpc,
  ProfilesStatsRpc,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { AdminDashboard } from './admin-dashboard.types.js';

/**
 * The back office dashboard, composed from four services; one that fails leaves its own figures
 * unknown instead of hiding the others.
 */
@Resolver()
export class AdminDashboardResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly logger: PinoLogger,
  ) {}

  @Roles('admin')
  @Query(() => AdminDashboard)
  async adminDashboard(@CurrentActor() actor: Actor): Promise<AdminDashboard> {
    const [profiles, jobs, products, revenue] = await Promise.all([
      this.figure('profiles', this.rpc.request(ProfilesStatsRpc.counts, {}, { actor })),
      this.figure('jobs', this.rpc.request(JobsOffersRpc.counts, {}, { actor })),
      this.figure('products', this.productCount(actor)),
      this.figure('revenue', this.rpc.request(PaymentsRpc.revenue, {}, { actor })),
    ]);
    return {
      workers: profiles?.workers ?? null,
      employers: profiles?.employers ?? null,
      admins: profiles?.admins ?? null,
      jobs: jobs?.total ?? null,
      products: products ?? null,
      revenueXof: revenue?.totalXof ?? null,
    };
  }

  private async productCount(actor: Actor): Promise<number> {
    const lists = await Promise.all(
      (['digital_product', 'physical_product'] as const).map((type) =>
        this.rpc.request(LedgerProductsRpc.adminList, { type }, { actor }),
      ),
    );
    return lists.reduce((sum, list) => sum + list.length, 0);
  }

  private async figure<T>(name: string, call: Promise<T>): Promise<T | undefined> {
    try {
      return await call;
    } catch (error) {
      this.logger.warn({ err: error, figure: name }, 'Admin dashboard figure unavailable');
      return undefined;
    }
  }
}
