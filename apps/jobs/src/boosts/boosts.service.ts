import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type BoostResultDto,
  ErrorCode,
  type JobBoostRequest,
  OFFER_NOT_ACTIVE_MESSAGE,
} from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { JobBoardCache } from '../offers/job-board-cache.js';
import { OFFER_NOT_FOUND } from '../offers/offers.service.js';
import { BoostsRepository } from './boosts.repository.js';

/** Paid offer boosts: the gateway has spent the credits, this applies what they bought. */
@Injectable()
export class BoostsService {
  constructor(
    private readonly boosts: BoostsRepository,
    private readonly board: JobBoardCache,
  ) {}

  async boost(actor: Actor | null, request: JobBoostRequest): Promise<BoostResultDto> {
    // Only a service may apply a boost: a person would get it without paying.
    if (actor) throw new DomainException(ErrorCode.Forbidden);
    const outcome = await this.boosts.apply(
      request.transactionId,
      request.jobId,
      request.employerId,
      request.days,
    );
    if (outcome.applied) {
      this.board.forget();
      return { boostedUntil: outcome.boostedUntil.toISOString() };
    }
    throw outcome.reason === 'inactive'
      ? new DomainException(ErrorCode.Conflict, OFFER_NOT_ACTIVE_MESSAGE)
      : new DomainException(ErrorCode.NotFound, OFFER_NOT_FOUND);
  }
}
