import { Injectable } from '@nestjs/common';
import { type Actor, type WelcomeBonusDto, welcomeBonusSchema } from '@liggeey/contracts';
import { EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { SettingsRepository } from './settings.repository.js';

const WELCOME_BONUS = 'welcome_bonus';
/** Used when the row is missing (the migration and the seed write it). */
export const DEFAULT_WELCOME_BONUS_CREDITS = 50;

@Injectable()
export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly events: EventPublisher,
  ) {}

  /** For the ledger itself (the bonus granted on confirmation). */
  async welcomeBonusCredits(): Promise<number> {
    const parsed = welcomeBonusSchema.safeParse(await this.repository.get(WELCOME_BONUS));
    return parsed.success ? parsed.data.credits : DEFAULT_WELCOME_BONUS_CREDITS;
  }

  async welcomeBonus(actor: Actor | null): Promise<WelcomeBonusDto> {
    requireAdmin(actor);
    return { credits: await this.welcomeBonusCredits() };
  }

  async setWelcomeBonus(actor: Actor | null, value: WelcomeBonusDto): Promise<WelcomeBonusDto> {
    requireAdmin(actor);
    await this.repository.set(WELCOME_BONUS, { credits: value.credits });
    await recordAdminAction(this.events, actor, {
      action: 'settings.welcome-bonus-changed',
      targetType: 'settings',
      targetId: WELCOME_BONUS,
      summary: `${value.credits} crédits`,
    });
    return { credits: value.credits };
  }
}
