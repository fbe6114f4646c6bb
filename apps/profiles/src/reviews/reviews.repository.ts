import { Inject, Injectable } from '@nestjs/common';
import { COMPETITION_POINTS, type ReviewPairDto, competitionMonthOf } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { CompetitionLedger } from '../competition/competition-ledger.js';
import { Prisma, type PrismaClient, type Review, type ReviewGrant } from '../generated/prisma/client.js';

export type ReviewWithEmployer = Review & { employer: { fullName: string } | null };

export interface NewReview {
  employerId: string;
  workerId: string;
  jobId: string;
  jobTitle: string;
  rating: number;
  comment: string | null;
}

@Injectable()
export class ReviewsRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly competition: CompetitionLedger,
  ) {}

  /** Idempotent: a redelivered acceptance keeps the first grant. */
  async grant(grant: Omit<ReviewGrant, 'createdAt'>): Promise<void> {
    await this.prisma.reviewGrant.upsert({
      where: {
        employerId_workerId_jobId: {
          employerId: grant.employerId,
          workerId: grant.workerId,
          jobId: grant.jobId,
        },
      },
      create: grant,
      update: {},
    });
  }

  findGrant(employerId: string, workerId: string, jobId: string): Promise<ReviewGrant | null> {
    return this.prisma.reviewGrant.findUnique({
      where: { employerId_workerId_jobId: { employerId, workerId, jobId } },
    });
  }

  async isWorker(id: string): Promise<boolean> {
    return (await this.prisma.profile.count({ where: { id, type: 'worker' } })) > 0;
  }

  /**
   * Inserts the review and adds it to the worker's counters and competition score in one
   * transaction. Null when the employer already reviewed this worker for this job (the unique
   * constraint decides, so two concurrent calls cannot both succeed).
   */
  async add(review: NewReview): Promise<ReviewWithEmployer | null> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        const created = await tx.review.create({
          data: review,
          include: { employer: { select: { fullName: true } } },
        });
        await tx.profile.update({
          where: { id: review.workerId },
          data: { reviewCount: { increment: 1 }, ratingSum: { increment: review.rating } },
        });
        await this.competition.credit(
          tx,
          {
            key: `review:${created.id}`,
            memberId: review.workerId,
            month: competitionMonthOf(created.createdAt),
            component: 'reviews',
            points: COMPETITION_POINTS.reviewStar * review.rating,
          },
          created.createdAt,
        );
        return created;
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    }
  }

  /** Newest first. */
  forWorker(workerId: string): Promise<ReviewWithEmployer[]> {
    return this.prisma.review.findMany({
      where: { workerId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: { employer: { select: { fullName: true } } },
    });
  }

  /** The given pairs this employer has reviewed. */
  async reviewed(employerId: string, pairs: readonly ReviewPairDto[]): Promise<ReviewPairDto[]> {
    if (pairs.length === 0) return [];
    return this.prisma.review.findMany({
      where: { employerId, OR: pairs.map(({ workerId, jobId }) => ({ workerId, jobId })) },
      select: { workerId: true, jobId: true },
    });
  }
}
