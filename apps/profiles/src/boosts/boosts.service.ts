import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type BoostResultDto,
  ErrorCode,
  PROFILE_BOOST,
  type ProfileBoostRequest,
  WORKERS_ONLY_BOOST_MESSAGE,
} from '@liggeey/contracts';
import { DomainException, PaidActions } from '@liggeey/service-kit';
import { PROFILE_NOT_FOUND_MESSAGE } from '../profiles/profile-view.js';
import { ProfileBoostsRepository } from './boosts.repository.js';

/**
 * Paid profile boosts (spec §4): the worker's credits are spent under a system key built from the
 * worker and the click's key, then the boost is applied once per spend; refunded if the profile
 * cannot take it.
 */
@Injectable()
export class ProfileBoostsService {
  constructor(
    private readonly boosts: ProfileBoostsRepository,
    private readonly paidActions: PaidActions,
  ) {}

  async boost(actor: Actor | null, { idempotencyKey }: ProfileBoostRequest): Promise<BoostResultDto> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    if (actor.type !== 'worker') throw new DomainException(ErrorCode.Forbidden, WORKERS_ONLY_BOOST_MESSAGE);
    const { result, balance } = await this.paidActions.run({
      userId: actor.id,
      amount: PROFILE_BOOST.credits,
      description: 'Boost profil',
      metadata: { profileId: actor.id },
      idempotencyKey: `boost-profile:${actor.id}:${idempotencyKey}`,
      apply: (transactionId) => this.apply(transactionId, actor.id),
    });
    return { boostedUntil: result.toISOString(), balance };
  }

  private async apply(transactionId: string, profileId: string): Promise<Date> {
    const outcome = await this.boosts.apply(transactionId, profileId, PROFILE_BOOST);
    if (outcome.applied) return outcome.boostedUntil;
    throw outcome.reason === 'not_worker'
      ? new DomainException(ErrorCode.Forbidden, WORKERS_ONLY_BOOST_MESSAGE)
      : new DomainException(ErrorCode.NotFound, PROFILE_NOT_FOUND_MESSAGE);
  }
}
