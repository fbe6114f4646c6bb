import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type Prisma, type PrismaClient } from '../generated/prisma/client.js';

@Injectable()
export class SettingsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async get(key: string): Promise<unknown> {
    const row = await this.prisma.setting.findUnique({ where: { key } });
    return row?.value ?? null;
  }

  async set(key: string, value: Prisma.InputJsonValue): Promise<void> {
    await this.prisma.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
  }
}
