import { type EventEnvelope } from '@liggeey/contracts';
import { type PinoLogger } from 'nestjs-pino';
import { describe, expect, it, vi } from 'vitest';
import { type SettingsService } from '../settings/settings.service.js';
import { CreditsLifecycleListener } from './credits-lifecycle.listener.js';
import { type MovementOutcome, type UserTransaction } from './credits.repository.js';
import { type CreditsService } from './credits.service.js';

const USER_ID = '0b9f3d2e-1c4a-4e5f-8a7b-6c5d4e3f2a1b';
const HOLDER_ID = 'e2a1b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';

function listener(outcome: MovementOutcome, holder: Partial<UserTransaction> | null = null) {
  const credit = vi.fn(() => Promise.resolve(outcome));
  const credits = { credit, transaction: () => Promise.resolve(holder) } as unknown as CreditsService;
  const settings = { welcomeBonusCredits: () => Promise.resolve(50) } as unknown as SettingsService;
  const logger = { setContext: vi.fn(), error: vi.fn() };
  return {
    listener: new CreditsLifecycleListener(credits, settings, logger as unknown as PinoLogger),
    credit,
    error: logger.error,
  };
}

const confirmed: EventEnvelope<{ userId: string }> = {
  id: 'evt-1',
  occurredAt: '2026-11-25T10:00:00.000Z',
  payload: { userId: USER_ID },
};

describe('CreditsLifecycleListener welcome bonus', () => {
  it('grants the bonus under the system key derived from the user', async () => {
    const {
      listener: subject,
      credit,
      error,
    } = listener({ outcome: 'created', transactionId: HOLDER_ID, balance: 50 });
    await subject.onUserConfirmed(confirmed);
    expect(credit).toHaveBeenCalledWith(
      expect.objectContaining({ idempotencyKey: `welcome-${USER_ID}`, kind: 'welcome_bonus', amount: 50 }),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it("takes a key holding this user's earlier bonus (another amount) as granted", async () => {
    const { listener: subject, error } = listener(
      { outcome: 'mismatch', transactionId: HOLDER_ID },
      { kind: 'welcome_bonus', userId: USER_ID },
    );
    await subject.onUserConfirmed(confirmed);
    expect(error).not.toHaveBeenCalled();
  });

  it('reports a key holding anything else as an incident instead of ignoring it', async () => {
    const { listener: subject, error } = listener(
      { outcome: 'mismatch', transactionId: HOLDER_ID },
      { kind: 'spend', userId: HOLDER_ID },
    );
    await subject.onUserConfirmed(confirmed);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ incident: 'welcome_bonus_key_taken', userId: USER_ID }),
      expect.any(String),
    );
  });
});
