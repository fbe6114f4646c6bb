import { Injectable } from '@nestjs/common';
import { type Actor, ErrorCode, type FollowResultDto, SELF_FOLLOW_MESSAGE } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { FollowsRepository } from './follows.repository.js';

/** "Suivre" on a profile page: any signed-in user may follow anyone but themselves. */
@Injectable()
export class FollowsService {
  constructor(private readonly follows: FollowsRepository) {}

  async follow(actor: Actor | null, profileId: string): Promise<FollowResultDto> {
    const follower = await this.check(actor, profileId);
    await this.follows.follow(follower.id, profileId);
    return { profileId, following: true };
  }

  async unfollow(actor: Actor | null, profileId: string): Promise<FollowResultDto> {
    const follower = signedIn(actor);
    await this.follows.unfollow(follower.id, profileId);
    return { profileId, following: false };
  }

  private async check(actor: Actor | null, profileId: string): Promise<Actor> {
    const follower = signedIn(actor);
    if (follower.id === profileId) throw new DomainException(ErrorCode.ValidationFailed, SELF_FOLLOW_MESSAGE);
    if (!(await this.follows.profilesExist([profileId, follower.id]))) {
      throw new DomainException(ErrorCode.NotFound, 'Profil introuvable');
    }
    return follower;
  }
}

function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
  return actor;
}
