import { Injectable } from '@nestjs/common';
import {
  type EventEnvelope,
  IdentityEvents,
  type ProfileUpdated,
  ProfilesEvents,
  type UserRegistered,
} from '@liggeey/contracts';
import { OnEvent } from '@liggeey/service-kit';
import { EmployersRepository } from './employers.repository.js';

/** Keeps the employer names in step with identity and profiles, and erases deleted accounts. */
@Injectable()
export class EmployersListener {
  constructor(private readonly employers: EmployersRepository) {}

  @OnEvent(IdentityEvents.userRegistered)
  async onUserRegistered({ payload }: EventEnvelope<UserRegistered>): Promise<void> {
    if (payload.type === 'employer') await this.employers.createIfAbsent(payload.userId, payload.fullName);
  }

  @OnEvent(ProfilesEvents.profileUpdated)
  async onProfileUpdated({ payload }: EventEnvelope<ProfileUpdated>): Promise<void> {
    if (payload.type === 'employer') await this.employers.rename(payload.userId, payload.fullName);
  }

  @OnEvent(IdentityEvents.userDeleted)
  async onUserDeleted({ payload }: EventEnvelope<{ userId: string }>): Promise<void> {
    await this.employers.eraseUser(payload.userId);
  }
}
