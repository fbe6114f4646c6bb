import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  type Actor,
  type ApplicationStatus as ApplicationStatusValue,
  JobsApplicationsRpc,
  PROFILES_BY_IDS_MAX,
  ProfilesReviewsRpc,
  ProfilesRpc,
  REVIEW_LIMITS,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { type GatewayRequest } from '../auth/request-actor.js';
import { Profile } from '../profiles/profile.types.js';
import { toApplication } from './job-mapping.js';
import { ApplicationStatus, JobApplication } from './jobs.types.js';
import { RequestBatch } from './request-batch.js';

interface RequestBatches {
  profiles: RequestBatch<Profile>;
  reviewed: RequestBatch<true>;
}

const pairKey = (workerId: string, jobId: string) => `${workerId}:${jobId}`;

/** Applications: applying, the employer's review of them, and the worker's list. */
@Resolver(() => JobApplication)
export class JobApplicationsResolver {
  /** Per request: the applicants' profiles and the reviewed pairs of one response, each in one call. */
  private readonly batches = new WeakMap<GatewayRequest, RequestBatches>();

  constructor(private readonly rpc: NatsRpcClient) {}

  @Roles('worker')
  @Mutation(() => JobApplication, {
    description: "Workers only; one per worker and job (CONFLICT 'Vous avez déjà postulé à cette offre.').",
  })
  async applyToJob(
    @Args('jobId', { type: () => ID }) jobId: string,
    @Args('message', { type: () => String, nullable: true }) message: string | null,
    @CurrentActor() actor: Actor,
  ): Promise<JobApplication> {
    return toApplication(await this.rpc.request(JobsApplicationsRpc.apply, { jobId, message }, { actor }));
  }

  @Roles('employer')
  @Mutation(() => JobApplication, {
    description: "The job's employer only: SHORTLISTED, ACCEPTED or DECLINED.",
  })
  async setApplicationStatus(
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => ApplicationStatus }) status: ApplicationStatusValue,
    @CurrentActor() actor: Actor,
  ): Promise<JobApplication> {
    return toApplication(await this.rpc.request(JobsApplicationsRpc.setStatus, { id, status }, { actor }));
  }

  @Roles('employer', 'admin')
  @Query(() => [JobApplication], {
    description: "Applications to one of the employer's jobs (job owner or admin).",
  })
  async jobApplications(
    @Args('jobId', { type: () => ID }) jobId: string,
    @CurrentActor() actor: Actor,
  ): Promise<JobApplication[]> {
    return (await this.rpc.request(JobsApplicationsRpc.forJob, { jobId }, { actor })).map(toApplication);
  }

  @Roles('worker')
  @Query(() => [JobApplication], { description: "The worker's applications, newest first." })
  async myApplications(@CurrentActor() actor: Actor): Promise<JobApplication[]> {
    return (await this.rpc.request(JobsApplicationsRpc.mine, {}, { actor })).map(toApplication);
  }

  @SignedIn()
  @ResolveField(() => Profile, {
    nullable: true,
    description: "The applicant's profile (contact visible to the employer).",
  })
  async worker(
    @Parent() application: JobApplication,
    @Context('req') request: GatewayRequest,
    @CurrentActor() actor: Actor,
  ): Promise<Profile | null> {
    return (await this.batchesOf(request, actor).profiles.load(application.workerId)) ?? null;
  }

  @SignedIn()
  @ResolveField(() => Boolean, {
    description: 'True for the employer when the status is ACCEPTED and no review was left yet for this job.',
  })
  async canReview(
    @Parent() application: JobApplication,
    @Context('req') request: GatewayRequest,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    if (actor.type !== 'employer' || application.status !== 'ACCEPTED') return false;
    if (application.job.employerId !== actor.id) return false;
    const reviewed = await this.batchesOf(request, actor).reviewed.load(
      pairKey(application.workerId, application.jobId),
    );
    return reviewed === undefined;
  }

  private batchesOf(request: GatewayRequest, actor: Actor): RequestBatches {
    let batches = this.batches.get(request);
    if (!batches) {
      batches = {
        profiles: new RequestBatch(async (ids) => {
          const profiles = await this.rpc.request(ProfilesRpc.byIds, { ids }, { actor });
          return new Map(profiles.map((profile) => [profile.id, profile]));
        }, PROFILES_BY_IDS_MAX),
        reviewed: new RequestBatch(async (keys) => {
          const pairs = keys.map((key) => {
            const [workerId = '', jobId = ''] = key.split(':');
            return { workerId, jobId };
          });
          const reviewed = await this.rpc.request(ProfilesReviewsRpc.reviewed, { pairs }, { actor });
          return new Map(reviewed.map((pair) => [pairKey(pair.workerId, pair.jobId), true as const]));
        }, REVIEW_LIMITS.pairs),
      };
      this.batches.set(request, batches);
    }
    return batches;
  }
}
