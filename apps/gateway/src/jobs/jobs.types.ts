import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AdminListInputFields, PageFields } from '../common/page.types.js';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus as ApplicationStatusValue,
  JOB_POSTED_WITHIN,
  type JobPostedWithin as JobPostedWithinValue,
} from '@liggeey/contracts';

export const ApplicationStatus = Object.fromEntries(APPLICATION_STATUSES.map((value) => [value, value])) as {
  [K in ApplicationStatusValue]: K;
};
registerEnumType(ApplicationStatus, { name: 'ApplicationStatus' });

const JobPostedWithin = Object.fromEntries(JOB_POSTED_WITHIN.map((value) => [value, value])) as {
  [K in JobPostedWithinValue]: K;
};
registerEnumType(JobPostedWithin, { name: 'JobPostedWithin' });

@ObjectType({ description: 'A job offer (spec §3 job) with its employer’s name.' })
export class Job {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  employerId!: string;

  @Field()
  employerName!: string;

  @Field()
  title!: string;

  @Field()
  category!: string;

  @Field()
  contractType!: string;

  @Field()
  location!: string;

  @Field(() => String, { nullable: true })
  salary!: string | null;

  @Field()
  description!: string;

  @Field()
  isActive!: boolean;

  @Field({ description: 'An active boost or campaign (same as `sponsored`).' })
  boosted!: boolean;

  @Field({ description: "An active boost or campaign: listed first and tagged 'Sponsorisé'." })
  sponsored!: boolean;

  @Field()
  createdAt!: string;

  @Field(() => JobApplication, {
    nullable: true,
    description: "The signed-in worker's application to this job, if any.",
  })
  myApplication!: JobApplication | null;

  @Field(() => Int, {
    nullable: true,
    description: "For the job's employer (and admins): how many applications it has; null for others.",
  })
  applicationCount!: number | null;
}

@ObjectType({ description: "A worker's application to a job offer." })
export class JobApplication {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  jobId!: string;

  @Field(() => Job)
  job!: Job;

  @Field(() => ID)
  workerId!: string;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field(() => ApplicationStatus)
  status!: ApplicationStatusValue;

  @Field()
  createdAt!: string;
}

@InputType()
export class JobSearchInput {
  @Field(() => String, { nullable: true })
  q?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => String, { nullable: true })
  contractType?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => Int, { nullable: true, description: 'Lowest salary in F CFA (offers stating an amount).' })
  salaryMin?: number | null;

  @Field(() => Int, { nullable: true, description: 'Highest salary in F CFA (offers stating an amount).' })
  salaryMax?: number | null;

  @Field(() => JobPostedWithin, {
    nullable: true,
    description: 'Published within the last day, week or month.',
  })
  postedWithin?: JobPostedWithinValue | null;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'At most 50.' })
  pageSize?: number;
}

@ObjectType()
export class JobPage extends PageFields {
  @Field(() => [Job], {
    description: 'Active jobs: boosted first, then newest first; with q, the best matches first.',
  })
  items!: Job[];
}

@InputType()
export class JobInput {
  @Field()
  title!: string;

  @Field()
  category!: string;

  @Field()
  contractType!: string;

  @Field()
  location!: string;

  @Field(() => String, { nullable: true })
  salary?: string | null;

  @Field()
  description!: string;
}

export enum AdminJobsSort {
  createdAt = 'createdAt',
  title = 'title',
  isActive = 'isActive',
}
registerEnumType(AdminJobsSort, { name: 'AdminJobsSort' });

@InputType({
  description: "/admin/jobs: newest first by default; q matches the title or the employer's name.",
})
export class AdminJobsInput extends AdminListInputFields {
  @Field(() => AdminJobsSort, { nullable: true, description: 'createdAt by default.' })
  sort?: AdminJobsSort | null;
}

@ObjectType()
export class AdminJobsPage extends PageFields {
  @Field(() => [Job])
  items!: Job[];
}
