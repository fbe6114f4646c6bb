import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type BoostResultDto,
  ErrorCode,
  JOB_BOOST,
  type JobBoostRequest,
  NOT_OWN_OFFER_MESSAGE,
  OFFER_NOT_ACTIVE_MESSAGE,
} from '@liggeey/contracts';
import { DomainException, PaidActions } from '@liggeey/service-kit';
import { requireSignedIn } from '../access.js';
import { JobBoardCache } from '../offers/job-board-cache.js';
import { OFFER_NOT_FOUND, OffersService } from '../offers/offers.service.js';
import { BoostsRepository } from './boosts.repository.js';

/**
 * Paid offer boosts (spec §4, §9): the employer's credits are spent under a system key built from
 * the employer and the click's key, then the boost is applied once per spend; a boost the offer
 * can no longer take (deactivated meanwhile) is refunded.
 */
@Injectable()
export class BoostsService {
  constructor(
    private readonly offers: OffersService,
    private readonly boosts: BoostsRepository,
    private readonly board: JobBoardCache,
    private readonly paidActions: PaidActions,
  ) {}

  async boost(actor: Actor | null, { jobId, idempotencyKey }: JobBoostRequest): Promise<BoostResultDto> {
    requireSignedIn(actor);
    // NOT_FOUND for an unknown offer or another employer's inactive one.
    const job = await this.offers.get(actor, jobId);
    if (job.employerId !== actor.id) throw new DomainException(ErrorCode.Forbidden, NOT_OWN_OFFER_MESSAGE);
    if (!job.isActive) throw new DomainException(ErrorCode.Conflict, OFFER_NOT_ACTIVE_MESSAGE);
    const { result, balance } = await this.paidActions.run({
      userId: actor.id,
      amount: JOB_BOOST.credits,
      description: `Boost offre : ${job.title}`,
      metadata: { jobId: job.id },
      idempotencyKey: `boost-job:${actor.id}:${idempotencyKey}`,
      apply: (transactionId) => this.apply(transactionId, job.id, actor.id),
    });
    return { boostedUntil: result.toISOString(), balance };
  }

  private async apply(transactionId: string, jobId: string, employerId: string): Promise<Date> {
    const outcome = await this.boosts.apply(transactionId, jobId, employerId, JOB_BOOST);
    if (!outcome.applied) {
      throw outcome.reason === 'inactive'
        ? new DomainException(ErrorCode.Conflict, OFFER_NOT_ACTIVE_MESSAGE)
        : new DomainException(ErrorCode.NotFound, OFFER_NOT_FOUND);
    }
    this.board.forget();
    return outcome.boostedUntil;
  }
}
