import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  type ProfileBoostRequest,
  type ProfileBoostResultDto,
  WORKERS_ONLY_BOOST_MESSAGE,
} from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { PROFILE_NOT_FOUND_MESSAGE } from '../profiles/profile-view.js';
import { ProfileBoostsRepository } from './boosts.repository.js';

/** Paid profile boosts: the gateway has spent the credits, this applies what they bought. */
@Injectable()
export class ProfileBoostsService {
  constructor(private readonly boosts: ProfileBoostsRepository) {}

  async boost(actor: Actor | null, request: ProfileBoostRequest): Promise<ProfileBoostResultDto> {
    // Only a service may apply a boost: a person would get it without paying.
    if (actor) throw new DomainException(ErrorCode.Forbidden);
    const outcome = await this.boosts.apply(request.transactionId, request.profileId, request.days);
    if (outcome.applied) return { boostedUntil: outcome.boostedUntil.toISOString() };
    throw outcome.reason === 'not_worker'
      ? new DomainException(ErrorCode.Forbidden, WORKERS_ONLY_BOOST_MESSAGE)
      : new DomainException(ErrorCode.NotFound, PROFILE_NOT_FOUND_MESSAGE);
  }
}
