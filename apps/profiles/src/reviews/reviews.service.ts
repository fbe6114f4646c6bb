import { Injectable } from '@nestjs/common';
import {
  type Actor,
  DELETED_EMPLOYER_NAME,
  ErrorCode,
  REVIEW_DUPLICATE_MESSAGE,
  REVIEW_NOT_GRANTED_MESSAGE,
  type ReviewDto,
  type ReviewInputDto,
  type ReviewPairDto,
} from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { ReviewsRepository, type ReviewWithEmployer } from './reviews.repository.js';

/** Spec §2 "Avis": an employer rates a worker once per job, after accepting their application. */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly profiles: ProfilesRepository,
  ) {}

  async add(actor: Actor | null, input: ReviewInputDto): Promise<ReviewDto> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    const grant =
      actor.type === 'employer' ? await this.reviews.findGrant(actor.id, input.workerId, input.jobId) : null;
    if (!grant) throw new DomainException(ErrorCode.Forbidden, REVIEW_NOT_GRANTED_MESSAGE);
    if (!(await this.reviews.isWorker(input.workerId))) {
      throw new DomainException(ErrorCode.NotFound, 'Profil introuvable');
    }
    const review = await this.reviews.add({
      employerId: actor.id,
      workerId: input.workerId,
      jobId: input.jobId,
      jobTitle: grant.jobTitle,
      rating: input.rating,
      comment: input.comment,
    });
    if (!review) throw new DomainException(ErrorCode.Conflict, REVIEW_DUPLICATE_MESSAGE);
    return toDto(review);
  }

  /** A profile the actor may not see (not yet confirmed) shows nothing, as an unknown one. */
  async list(actor: Actor | null, workerId: string): Promise<ReviewDto[]> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    if (!(await this.profiles.isVisible(workerId, actor))) return [];
    return (await this.reviews.forWorker(workerId)).map(toDto);
  }

  reviewed(actor: Actor | null, pairs: readonly ReviewPairDto[]): Promise<ReviewPairDto[]> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    return this.reviews.reviewed(actor.id, pairs);
  }
}

function toDto(review: ReviewWithEmployer): ReviewDto {
  return {
    id: review.id,
    workerId: review.workerId,
    employerId: review.employerId,
    employerName: review.employer?.fullName ?? DELETED_EMPLOYER_NAME,
    jobId: review.jobId,
    jobTitle: review.jobTitle,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
  };
}
