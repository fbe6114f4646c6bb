import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

export const LOGIN_IMAGE_KEY = 'login_page_image';

@Injectable()
export class AppearanceRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async loginImage(): Promise<unknown> {
    return (await this.prisma.setting.findUnique({ where: { key: LOGIN_IMAGE_KEY } }))?.value ?? null;
  }

  async saveLoginImage(url: string | null): Promise<void> {
    if (url === null) {
      await this.prisma.setting.deleteMany({ where: { key: LOGIN_IMAGE_KEY } });
      return;
    }
    await this.prisma.setting.upsert({
      where: { key: LOGIN_IMAGE_KEY },
      create: { key: LOGIN_IMAGE_KEY, value: { url } },
      update: { value: { url } },
    });
  }
}
