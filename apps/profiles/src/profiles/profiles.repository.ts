import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';
import { type ProfileType } from '../generated/prisma/enums.js';

export interface NewProfile {
  id: string;
  email: string;
  fullName: string;
  type: ProfileType;
  profession: string | null;
}

@Injectable()
export class ProfilesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Creates the profile unless it exists: a redelivered event changes nothing. */
  async createIfAbsent(profile: NewProfile): Promise<void> {
    await this.prisma.profile.upsert({ where: { id: profile.id }, create: profile, update: {} });
  }

  /** Deleting the row erases the person's public data; other services erase their own. */
  async deleteIfPresent(id: string): Promise<void> {
    await this.prisma.profile.deleteMany({ where: { id } });
  }
}
