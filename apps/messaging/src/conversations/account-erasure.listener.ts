import { Injectable } from '@nestjs/common';
import { type EventEnvelope, IdentityEvents } from '@liggeey/contracts';
import { OnEvent } from '@liggeey/service-kit';
import { ConversationsRepository } from './conversations.repository.js';

/**
 * A deleted account's conversations go with it (their messages cascade): a conversation is the two
 * people's together, and one of them asked for their data to be erased. Idempotent.
 */
@Injectable()
export class AccountErasureListener {
  constructor(private readonly conversations: ConversationsRepository) {}

  @OnEvent(IdentityEvents.userDeleted)
  async onUserDeleted({ payload }: EventEnvelope<{ userId: string }>): Promise<void> {
    await this.conversations.eraseUser(payload.userId);
  }
}
