import { Args, ID, Info, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, type JobBoardItemDto, type JobDto, JobsOffersRpc } from '@liggeey/contracts';
import { type GraphQLResolveInfo } from 'graphql';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { selectsField } from '../common/field-selection.js';
import { PromotionTracker } from '../promotion/promotion-tracker.js';
import { JobBoardAnswers } from './job-board-answers.js';
import { adminListQuery } from '../common/page.types.js';
import { toJob } from './job-mapping.js';
import { AdminJobsInput, AdminJobsPage, Job, JobInput, JobPage, JobSearchInput } from './jobs.types.js';

/** The job board (/jobs), the employer's offers and the admin Jobs page. */
@Resolver(() => Job)
export class JobsResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly board: JobBoardAnswers,
    private readonly promotion: PromotionTracker,
  ) {}

  @Roles('worker', 'employer', 'admin')
  @Query(() => JobPage, { description: '/jobs (worker, employer, admin).' })
  async jobs(
    @Args('input', { type: () => JobSearchInput, nullable: true }) input: JobSearchInput | null,
    @CurrentActor() actor: Actor,
    @Info() info: GraphQLResolveInfo,
  ): Promise<JobPage> {
    const page = await this.board.page(
      {
        q: input?.q,
        category: input?.category,
        contractType: input?.contractType,
        location: input?.location,
        salaryMin: input?.salaryMin,
        salaryMax: input?.salaryMax,
        postedWithin: input?.postedWithin,
        page: input?.page ?? undefined,
        pageSize: input?.pageSize ?? undefined,
      },
      actor,
    );
    const items = (await this.withViewerDetails(page.items, actor, info)).map(toJob);
    this.promotion.shown(
      'job',
      items.filter((item) => item.sponsored).map((item) => item.id),
    );
    return { ...page, items };
  }

  @Roles('worker', 'employer', 'admin')
  @Query(() => Job)
  async job(@Args('id', { type: () => ID }) id: string, @CurrentActor() actor: Actor): Promise<Job> {
    const job = toJob(await this.rpc.request(JobsOffersRpc.get, { id }, { actor }));
    if (job.sponsored) this.promotion.opened('job', job.id);
    return job;
  }

  @Roles('employer')
  @Query(() => [Job], { description: "The employer's own offers, newest first, active or not." })
  async myJobs(@CurrentActor() actor: Actor): Promise<Job[]> {
    return (await this.rpc.request(JobsOffersRpc.mine, {}, { actor })).map(toJob);
  }

  @Roles('admin')
  @Query(() => AdminJobsPage, { description: 'Admin /admin/jobs: one page, searched and sorted.' })
  async adminJobs(
    @Args('input', { type: () => AdminJobsInput, nullable: true }) input: AdminJobsInput | null,
    @CurrentActor() actor: Actor,
  ): Promise<AdminJobsPage> {
    const page = await this.rpc.request(JobsOffersRpc.adminList, adminListQuery(input), { actor });
    return { ...page, items: page.items.map(toJob) };
  }

  @Roles('employer')
  @Mutation(() => Job, { description: 'Employers only.' })
  async createJob(@Args('input') input: JobInput, @CurrentActor() actor: Actor): Promise<Job> {
    const job = await this.rpc.request(JobsOffersRpc.create, { input }, { actor });
    this.board.forget();
    return toJob(job);
  }

  @Roles('admin')
  @Mutation(() => Job, { description: 'Admin: approve (true) or reject (false).' })
  async setJobActive(
    @Args('id', { type: () => ID }) id: string,
    @Args('active') active: boolean,
    @CurrentActor() actor: Actor,
  ): Promise<Job> {
    const job = await this.rpc.request(JobsOffersRpc.setActive, { id, active }, { actor });
    this.board.forget();
    return toJob(job);
  }

  @Roles('employer', 'admin')
  @Mutation(() => Boolean, { description: "Admin, or the job's employer." })
  async deleteJob(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(JobsOffersRpc.delete, { id }, { actor });
    this.board.forget();
    return true;
  }

  /** The page is the same for everyone; the viewer's side is a second call, made only when asked for. */
  private async withViewerDetails(
    items: JobBoardItemDto[],
    actor: Actor,
    info: GraphQLResolveInfo,
  ): Promise<JobDto[]> {
    const wanted =
      selectsField(info, ['items', 'myApplication']) || selectsField(info, ['items', 'applicationCount']);
    const details = wanted
      ? await this.rpc.request(
          JobsOffersRpc.viewerDetails,
          { jobIds: items.map((item) => item.id) },
          { actor },
        )
      : [];
    const byJob = new Map(details.map((detail) => [detail.jobId, detail]));
    return items.map((item) => ({
      ...item,
      myApplication: byJob.get(item.id)?.myApplication ?? null,
      applicationCount: byJob.get(item.id)?.applicationCount ?? null,
    }));
  }
}
