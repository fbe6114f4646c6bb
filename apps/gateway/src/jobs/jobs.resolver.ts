import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, JobsOffersRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { toJob } from './job-mapping.js';
import { AdminJobsInput, Job, JobInput, JobPage, JobSearchInput } from './jobs.types.js';

/** The job board (/jobs), the employer's offers and the admin Jobs page. */
@Resolver(() => Job)
export class JobsResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Roles('worker', 'employer', 'admin')
  @Query(() => JobPage, { description: '/jobs (worker, employer, admin).' })
  async jobs(
    @Args('input', { type: () => JobSearchInput, nullable: true }) input: JobSearchInput | null,
    @CurrentActor() actor: Actor,
  ): Promise<JobPage> {
    const page = await this.rpc.request(
      JobsOffersRpc.list,
      {
        q: input?.q,
        category: input?.category,
        contractType: input?.contractType,
        location: input?.location,
        page: input?.page ?? undefined,
        pageSize: input?.pageSize ?? undefined,
      },
      { actor },
    );
    return { ...page, items: page.items.map(toJob) };
  }

  @Roles('worker', 'employer', 'admin')
  @Query(() => Job)
  async job(@Args('id', { type: () => ID }) id: string, @CurrentActor() actor: Actor): Promise<Job> {
    return toJob(await this.rpc.request(JobsOffersRpc.get, { id }, { actor }));
  }

  @Roles('employer')
  @Query(() => [Job], { description: "The employer's own offers, newest first, active or not." })
  async myJobs(@CurrentActor() actor: Actor): Promise<Job[]> {
    return (await this.rpc.request(JobsOffersRpc.mine, {}, { actor })).map(toJob);
  }

  @Roles('admin')
  @Query(() => [Job], { description: 'Admin /admin/jobs: every job, newest first.' })
  async adminJobs(
    @Args('input', { type: () => AdminJobsInput, nullable: true }) input: AdminJobsInput | null,
    @CurrentActor() actor: Actor,
  ): Promise<Job[]> {
    return (await this.rpc.request(JobsOffersRpc.adminList, { q: input?.q }, { actor })).map(toJob);
  }

  @Roles('employer')
  @Mutation(() => Job, { description: 'Employers only.' })
  async createJob(@Args('input') input: JobInput, @CurrentActor() actor: Actor): Promise<Job> {
    return toJob(await this.rpc.request(JobsOffersRpc.create, { input }, { actor }));
  }

  @Roles('admin')
  @Mutation(() => Job, { description: 'Admin: approve (true) or reject (false).' })
  async setJobActive(
    @Args('id', { type: () => ID }) id: string,
    @Args('active') active: boolean,
    @CurrentActor() actor: Actor,
  ): Promise<Job> {
    return toJob(await this.rpc.request(JobsOffersRpc.setActive, { id, active }, { actor }));
  }

  @Roles('employer', 'admin')
  @Mutation(() => Boolean, { description: "Admin, or the job's employer." })
  async deleteJob(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(JobsOffersRpc.delete, { id }, { actor });
    return true;
  }
}
