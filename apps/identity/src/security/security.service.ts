import { Injectable } from '@nestjs/common';
import { type Actor, type LoginAttemptDto, type SecuritySettingsDto } from '@liggeey/contracts';
import { EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { securitySettingsSchema } from '../sign-in/lockout.js';
import { SecurityRepository } from './security.repository.js';

/** The admin Security page: the rules identity enforces and the real sign-in log. */
@Injectable()
export class SecurityService {
  constructor(
    private readonly repository: SecurityRepository,
    private readonly events: EventPublisher,
  ) {}

  async settings(actor: Actor | null): Promise<SecuritySettingsDto> {
    requireAdmin(actor);
    return securitySettingsSchema.parse(await this.repository.settings());
  }

  async updateSettings(actor: Actor | null, settings: SecuritySettingsDto): Promise<SecuritySettingsDto> {
    requireAdmin(actor);
    await this.repository.saveSettings(settings);
    await recordAdminAction(this.events, actor, {
      action: 'settings.security-changed',
      targetType: 'settings',
      targetId: 'security',
      summary: JSON.stringify(settings),
    });
    return settings;
  }

  async loginAttempts(actor: Actor | null, limit: number): Promise<LoginAttemptDto[]> {
    requireAdmin(actor);
    const attempts = await this.repository.latestAttempts(limit);
    return attempts.map(({ id, email, ip, userAgent, success, reason, createdAt }) => ({
      id,
      email,
      ip,
      userAgent,
      success,
      reason,
      createdAt: createdAt.toISOString(),
    }));
  }
}
