import { Injectable } from '@nestjs/common';
import { type EventEnvelope, IdentityEvents } from '@liggeey/contracts';
import { OnEvent } from '@liggeey/service-kit';
import { SettingsService } from '../settings/settings.service.js';
import { CreditsService } from './credits.service.js';

/** Credits around an account's life: the welcome bonus once confirmed, anonymity once deleted. */
@Injectable()
export class CreditsLifecycleListener {
  constructor(
    private readonly credits: CreditsService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Granted once: the key is derived from the user, so a redelivered event replays the first
   * grant (or, if an admin changed the bonus in between, is recognised as already granted).
   */
  @OnEvent(IdentityEvents.userConfirmed)
  async onUserConfirmed({ payload }: EventEnvelope<{ userId: string }>): Promise<void> {
    const credits = await this.settings.welcomeBonusCredits();
    if (credits === 0) return;
    await this.credits.credit({
      userId: payload.userId,
      amount: credits,
      description: 'Bonus de bienvenue',
      idempotencyKey: `welcome-${payload.userId}`,
      kind: 'welcome_bonus',
    });
  }

  @OnEvent(IdentityEvents.userDeleted)
  async onUserDeleted({ payload }: EventEnvelope<{ userId: string }>): Promise<void> {
    await this.credits.anonymise(payload.userId);
  }
}
