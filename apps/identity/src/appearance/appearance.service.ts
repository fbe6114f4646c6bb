import { Injectable } from '@nestjs/common';
import { type Actor, type LoginImageDto, loginImageSchema } from '@liggeey/contracts';
import { EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { AppearanceRepository } from './appearance.repository.js';

/** The back office's appearance panel: the /admin-login background (backoffice §2 Security). */
@Injectable()
export class AppearanceService {
  constructor(
    private readonly repository: AppearanceRepository,
    private readonly events: EventPublisher,
  ) {}

  /** What /admin-login shows; a stored value that is no longer valid shows nothing. */
  async loginImage(): Promise<LoginImageDto> {
    const stored = loginImageSchema.safeParse(await this.repository.loginImage());
    return { url: stored.success ? stored.data.url : null };
  }

  async setLoginImage(actor: Actor | null, { url }: LoginImageDto): Promise<LoginImageDto> {
    requireAdmin(actor);
    await this.repository.saveLoginImage(url);
    await recordAdminAction(this.events, actor, {
      action: 'settings.login-image-changed',
      targetType: 'settings',
      targetId: 'login_page_image',
      summary: url,
    });
    return { url };
  }
}
