import { Injectable } from '@nestjs/common';
import {
  type EventEnvelope,
  FeedEvents,
  IdentityEvents,
  type ProfileUpdated,
  ProfilesEvents,
  type UserRegistered,
} from '@liggeey/contracts';
import { EventPublisher, OnEvent } from '@liggeey/service-kit';
import { FirstPageCache } from '../first-page/first-page-cache.js';
import { AuthorsRepository } from './authors.repository.js';

/** Keeps the authors' names and pictures in step with identity and profiles, and erases deleted accounts. */
@Injectable()
export class AuthorsListener {
  constructor(
    private readonly authors: AuthorsRepository,
    private readonly events: EventPublisher,
    private readonly firstPages: FirstPageCache,
  ) {}

  @OnEvent(IdentityEvents.userRegistered)
  async onUserRegistered({ payload }: EventEnvelope<UserRegistered>): Promise<void> {
    await this.authors.createIfAbsent(payload.userId, payload.fullName, payload.files?.profilePicUrl ?? null);
  }

  @OnEvent(ProfilesEvents.profileUpdated)
  async onProfileUpdated({ payload }: EventEnvelope<ProfileUpdated>): Promise<void> {
    await this.authors.update(payload.userId, payload.fullName, payload.profilePicUrl);
    this.firstPages.forget();
  }

  /**
   * A deleted account's posts, likes and comments are removed, not anonymised: the person asked
   * for their data to go. Each removed post is announced first (same event id as a deletion by
   * hand, so a redelivery announces nothing twice): open feeds drop it and the gateway removes
   * its media file.
   */
  @OnEvent(IdentityEvents.userDeleted)
  async onUserDeleted({ payload }: EventEnvelope<{ userId: string }>): Promise<void> {
    for (const post of await this.authors.postsOf(payload.userId)) {
      await this.events.publish(
        FeedEvents.postDeleted,
        { postId: post.id, mediaUrl: post.mediaUrl },
        `post-deleted-${post.id}`,
      );
    }
    await this.authors.eraseUser(payload.userId);
    this.firstPages.forget();
  }
}
