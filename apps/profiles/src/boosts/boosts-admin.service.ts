import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type AdminProfileBoostDto,
  ErrorCode,
  type GrantProfileBoostDto,
  WORKERS_ONLY_BOOST_MESSAGE,
} from '@liggeey/contracts';
import { DomainException, EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { ProfileBoostsAdminRepository } from './boosts-admin.repository.js';

/** Back office 'Promotion' for worker profiles: their boosts, offered for free or ended early. */
@Injectable()
export class ProfileBoostsAdminService {
  constructor(
    private readonly boosts: ProfileBoostsAdminRepository,
    private readonly events: EventPublisher,
  ) {}

  list(actor: Actor | null, limit: number): Promise<{ total: number; items: AdminProfileBoostDto[] }> {
    requireAdmin(actor);
    return this.boosts.newest(limit);
  }

  async grant(actor: Actor | null, { profileId, days, idempotencyKey }: GrantProfileBoostDto) {
    requireAdmin(actor);
    const outcome = await this.boosts.grant(actor.id, `${actor.id}:${idempotencyKey}`, profileId, days);
    // An unknown profile or an employer's: only worker profiles are listed, so only they are boosted.
    if (!outcome.applied) throw new DomainException(ErrorCode.Conflict, WORKERS_ONLY_BOOST_MESSAGE);
    // A replayed click is recorded once: the event id comes from the grant's key.
    await recordAdminAction(
      this.events,
      actor,
      {
        action: 'boost.granted',
        targetType: 'profile',
        targetId: profileId,
        summary: `Boost de ${days} jours`,
      },
      `boost-granted:profile:${actor.id}:${idempotencyKey}`,
    );
    return { boostedUntil: outcome.boostedUntil.toISOString() };
  }

  async end(actor: Actor | null, profileId: string): Promise<{ ended: number }> {
    requireAdmin(actor);
    const ended = await this.boosts.endNow(profileId);
    if (ended > 0) {
      await recordAdminAction(this.events, actor, {
        action: 'boost.ended',
        targetType: 'profile',
        targetId: profileId,
      });
    }
    return { ended };
  }
}
