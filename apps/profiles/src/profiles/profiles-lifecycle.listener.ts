import { Injectable } from '@nestjs/common';
import {
  type EmailChanged,
  type EventEnvelope,
  IdentityEvents,
  type UserRegistered,
} from '@liggeey/contracts';
import { OnEvent } from '@liggeey/service-kit';
import { ProfilesRepository } from './profiles.repository.js';

/**
 * Keeps profiles in step with accounts: one per registered account, listed once its e-mail is
 * confirmed, with the account's current address and type, none after deletion.
 */
@Injectable()
export class ProfilesLifecycleListener {
  constructor(private readonly profiles: ProfilesRepository) {}

  @OnEvent(IdentityEvents.userRegistered)
  async onUserRegistered({ payload }: EventEnvelope<UserRegistered>): Promise<void> {
    await this.profiles.createIfAbsent({
      id: payload.userId,
      email: payload.email,
      fullName: payload.fullName,
      type: payload.type,
      profession: payload.type === 'worker' ? payload.profession : null,
      profilePicUrl: payload.files?.profilePicUrl ?? null,
      coverPicUrl: payload.files?.coverPicUrl ?? null,
      cvUrl: payload.type === 'worker' ? (payload.files?.cvUrl ?? null) : null,
    });
  }

  @OnEvent(IdentityEvents.userConfirmed)
  async onUserConfirmed({ payload, occurredAt }: EventEnvelope<{ userId: string }>): Promise<void> {
    await this.profiles.confirm(payload.userId, new Date(occurredAt));
  }

  @OnEvent(IdentityEvents.emailChanged)
  async onEmailChanged({ payload }: EventEnvelope<EmailChanged>): Promise<void> {
    await this.profiles.changeEmail(payload.userId, payload.oldEmail, payload.newEmail);
  }

  @OnEvent(IdentityEvents.userMadeAdmin)
  async onUserMadeAdmin({ payload }: EventEnvelope<{ userId: string }>): Promise<void> {
    await this.profiles.makeAdmin(payload.userId);
  }

  @OnEvent(IdentityEvents.userDeleted)
  async onUserDeleted({ payload }: EventEnvelope<{ userId: string }>): Promise<void> {
    await this.profiles.deleteIfPresent(payload.userId);
  }
}
