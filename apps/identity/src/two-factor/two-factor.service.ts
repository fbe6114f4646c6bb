import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { type IdentityConfig } from '../config/identity-config.js';
import { type Account } from '../generated/prisma/client.js';
import { isRecoveryCodeShape, newRecoveryCodes, normalizeCode, recoveryCodeHash } from './recovery-codes.js';
import { SecretBox } from './secret-box.js';
import { matchingTimeStep, newTotpSecret, totpUri } from './totp.js';
import { TwoFactorRepository } from './two-factor.repository.js';

/** What a typed code is worth: accepted, unknown or wrong, or accepted once already. */
export type CodeCheck = 'ok' | 'invalid' | 'reused';

export interface Enrolment {
  /** Base32, for typing into the application by hand. */
  secret: string;
  otpauthUri: string;
}

const SIX_DIGITS = /^\d{6}$/;

/** An admin's authenticator (TOTP) and recovery codes: enrolment and the check of a typed code. */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;

  constructor(
    private readonly repository: TwoFactorRepository,
    @Inject(APP_CONFIG) config: IdentityConfig,
  ) {
    this.box = new SecretBox(config.DEVICE_COOKIE_SECRET);
  }

  async enrolled(accountId: string): Promise<boolean> {
    return Boolean((await this.repository.find(accountId))?.confirmedAt);
  }

  /** A new secret for an account without a confirmed one (null: it has one). */
  async startEnrolment(account: Account): Promise<Enrolment | null> {
    const secret = newTotpSecret();
    if (!(await this.repository.startEnrolment(account.id, this.box.seal(secret, account.id)))) return null;
    return { secret, otpauthUri: totpUri(secret, account.email) };
  }

  /**
   * The first code from the application proves it holds the secret: the enrolment is confirmed and
   * ten recovery codes are made, returned this once (only their hashes are kept).
   */
  async confirmEnrolment(accountId: string, typed: string): Promise<string[] | null> {
    const secret = await this.secretOf(accountId, false);
    const code = normalizeCode(typed);
    if (!secret || !SIX_DIGITS.test(code)) return null;
    const step = await matchingTimeStep(secret, code);
    if (step === null) return null;
    const recoveryCodes = newRecoveryCodes();
    const hashes = recoveryCodes.map((recovery) => recoveryCodeHash(accountId, normalizeCode(recovery)));
    return (await this.repository.confirmEnrolment(accountId, step, hashes)) ? recoveryCodes : null;
  }

  /** Six digits from the application, or one of the recovery codes; each accepted only once. */
  async check(accountId: string, typed: string): Promise<CodeCheck> {
    const code = normalizeCode(typed);
    if (SIX_DIGITS.test(code)) {
      const secret = await this.secretOf(accountId, true);
      const step = secret ? await matchingTimeStep(secret, code) : null;
      if (step === null) return 'invalid';
      return (await this.repository.takeStep(accountId, step)) ? 'ok' : 'reused';
    }
    if (!isRecoveryCodeShape(code)) return 'invalid';
    const used = await this.repository.useRecoveryCode(accountId, recoveryCodeHash(accountId, code));
    return used === 'used' ? 'ok' : used === 'reused' ? 'reused' : 'invalid';
  }

  private async secretOf(accountId: string, confirmed: boolean): Promise<string | null> {
    const stored = await this.repository.find(accountId);
    if (!stored || Boolean(stored.confirmedAt) !== confirmed) return null;
    return this.box.open(stored.secretEncrypted, accountId);
  }
}
