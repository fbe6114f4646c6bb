import { Inject, Injectable } from '@nestjs/common';
import { type ApplicationStatus } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type JobApplication, type PrismaClient } from '../generated/prisma/client.js';

export type ApplicationWithJob = JobApplication & { job: { employerId: string; title: string } };

@Injectable()
export class ApplicationsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Applies to an active offer; the unique (job, worker) index settles concurrent attempts.
   * `inactive` when the offer is missing or closed, `duplicate` when the worker already applied.
   */
  async create(
    jobId: string,
    workerId: string,
    message: string | null,
  ): Promise<JobApplication | 'inactive' | 'duplicate'> {
    const inserted = await this.prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO jobs.job_applications (id, job_id, worker_id, message, status, updated_at)
      SELECT gen_random_uuid(), j.id, ${workerId}::uuid, ${message}, 'PENDING', now()
      FROM jobs.job_offers j WHERE j.id = ${jobId}::uuid AND j.is_active
      ON CONFLICT (job_id, worker_id) DO NOTHING
      RETURNING id`;
    const id = inserted[0]?.id;
    if (id) return this.prisma.jobApplication.findUniqueOrThrow({ where: { id } });
    const existing = await this.prisma.jobApplication.findUnique({
      where: { jobId_workerId: { jobId, workerId } },
      select: { id: true },
    });
    return existing ? 'duplicate' : 'inactive';
  }

  find(id: string): Promise<ApplicationWithJob | null> {
    return this.prisma.jobApplication.findUnique({
      where: { id },
      include: { job: { select: { employerId: true, title: true } } },
    });
  }

  /** Applications to one offer, oldest first. */
  forJob(jobId: string): Promise<JobApplication[]> {
    return this.prisma.jobApplication.findMany({
      where: { jobId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  /** A worker's applications, newest first. */
  ofWorker(workerId: string): Promise<JobApplication[]> {
    return this.prisma.jobApplication.findMany({
      where: { workerId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }

  setStatus(id: string, status: ApplicationStatus): Promise<JobApplication> {
    return this.prisma.jobApplication.update({ where: { id }, data: { status } });
  }
}
