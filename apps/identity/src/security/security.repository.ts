import { Inject, Injectable } from '@nestjs/common';
import { type SecuritySettingsDto } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { type LoginAttempt, type PrismaClient } from '../generated/prisma/client.js';

const SECURITY_KEY = 'security';

@Injectable()
export class SecurityRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async settings(): Promise<unknown> {
    return (await this.prisma.setting.findUnique({ where: { key: SECURITY_KEY } }))?.value ?? {};
  }

  async saveSettings(value: SecuritySettingsDto): Promise<void> {
    await this.prisma.setting.upsert({
      where: { key: SECURITY_KEY },
      create: { key: SECURITY_KEY, value },
      update: { value },
    });
  }

  latestAttempts(limit: number): Promise<LoginAttempt[]> {
    return this.prisma.loginAttempt.findMany({ orderBy: { createdAt: 'desc' }, take: limit });
  }
}
