import { Injectable } from '@nestjs/common';
import { type EventEnvelope, IdentityEvents } from '@liggeey/contracts';
import { OnEvent } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { SettingsService } from '../settings/settings.service.js';
import { CreditsService } from './credits.service.js';

/** Credits around an account's life: the welcome bonus once confirmed, anonymity once deleted. */
@Injectable()
export class CreditsLifecycleListener {
  constructor(
    private readonly credits: CreditsService,
    private readonly settings: SettingsService,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(CreditsLifecycleListener.name);
  }

  /**
   * Granted once: the system key is derived from the user, so a redelivered event replays the first
   * grant. The key holding anything but this user's bonus (an admin may have changed its amount
   * between two deliveries: that one is granted already) is an incident for an operator, not a
   * retry: the event is settled either way.
   */
  @OnEvent(IdentityEvents.userConfirmed)
  async onUserConfirmed({ payload }: EventEnvelope<{ userId: string }>): Promise<void> {
    const credits = await this.settings.welcomeBonusCredits();
    if (credits === 0) return;
    const outcome = await this.credits.credit({
      userId: payload.userId,
      amount: credits,
      description: 'Bonus de bienvenue',
      idempotencyKey: `welcome-${payload.userId}`,
      kind: 'welcome_bonus',
    });
    if (outcome.outcome !== 'mismatch') return;
    const holder = await this.credits.transaction(outcome.transactionId);
    if (holder?.kind === 'welcome_bonus' && holder.userId === payload.userId) return;
    this.logger.error(
      { incident: 'welcome_bonus_key_taken', userId: payload.userId, transactionId: outcome.transactionId },
      'welcome bonus not granted: its key holds another movement',
    );
  }

  @OnEvent(IdentityEvents.userDeleted)
  async onUserDeleted({ payload }: EventEnvelope<{ userId: string }>): Promise<void> {
    await this.credits.anonymise(payload.userId);
  }
}
