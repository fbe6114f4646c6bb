import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, IdentityEvents, type SignUpRequest } from '@liggeey/contracts';
import { APP_CONFIG, DomainException, EventPublisher } from '@liggeey/service-kit';
import { hash } from '@node-rs/argon2';
import { PinoLogger } from 'nestjs-pino';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type IdentityConfig } from '../config/identity-config.js';
import { Prisma } from '../generated/prisma/client.js';
import { assertAcceptablePassword } from '../passwords/password-policy.js';
import { RESET_REQUEST_PAGE_PATH } from '../password-reset/password-reset.service.js';
import { securitySettingsSchema } from '../sign-in/lockout.js';
import { SignInRepository } from '../sign-in/sign-in.repository.js';
import { SignUpRepository } from './sign-up.repository.js';

const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class SignUpService {
  constructor(
    private readonly repository: SignUpRepository,
    private readonly settings: SignInRepository,
    private readonly events: EventPublisher,
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Creates the account waiting for confirmation and announces it: profiles makes the profile,
   * messaging sends the confirmation e-mail with the link made here. An address that already has
   * an account gets the same answer (the form must not tell who has an account) and its owner an
   * e-mail instead; the password is hashed in both cases so both take the same time.
   */
  async signUp(request: SignUpRequest): Promise<{ email: string; accountId: string; created: boolean }> {
    const { minPasswordLength } = securitySettingsSchema.parse(await this.settings.securitySetting());
    assertAcceptablePassword(request.password, minPasswordLength);
    const profession = request.type === 'worker' ? request.profession?.trim() : null;
    if (request.type === 'worker' && !profession) {
      throw new DomainException(ErrorCode.ValidationFailed, 'Veuillez choisir un métier.', {
        field: 'profession',
      });
    }

    const email = request.email.trim().toLowerCase();
    const token = randomBytes(32).toString('base64url');
    let account;
    try {
      account = await this.repository.createPendingAccount(
        { id: request.accountId, email, passwordHash: await hash(request.password), type: request.type },
        { tokenHash: sha256(token), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) },
      );
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        await this.tellOwner(email);
        return { email, accountId: request.accountId ?? randomUUID(), created: false };
      }
      throw error;
    }

    const confirmationUrl = new URL('/realms/liggeey/login-actions/confirm', this.config.WEB_URL);
    confirmationUrl.searchParams.set('token', token);
    try {
      await this.events.publish(
        IdentityEvents.userRegistered,
        {
          userId: account.id,
          email,
          fullName: request.fullName,
          type: request.type,
          profession: profession ?? null,
          confirmationUrl: confirmationUrl.toString(),
          files: request.files,
        },
        account.id,
      );
    } catch (error) {
      await this.repository.deletePendingAccount(account.id);
      throw new DomainException(
        ErrorCode.ServiceUnavailable,
        "L'inscription n'a pas pu aboutir. Veuillez réessayer.",
        {
          cause: String(error),
        },
      );
    }
    return { email, accountId: account.id, created: true };
  }

  /**
   * Someone signed up with the address of an existing account: its owner is told, with the
   * sign-in and reset links. At most one such e-mail an hour per account (the event id), so the
   * form cannot be used to flood someone's inbox.
   */
  private async tellOwner(email: string): Promise<void> {
    const owner = await this.repository.findByEmail(email);
    if (!owner || owner.status === 'deleted') return;
    const hour = Math.floor(Date.now() / 3_600_000);
    try {
      await this.events.publish(
        IdentityEvents.signUpAttempted,
        {
          userId: owner.id,
          email,
          loginUrl: new URL('/login', this.config.WEB_URL).toString(),
          resetRequestUrl: new URL(RESET_REQUEST_PAGE_PATH, this.config.WEB_URL).toString(),
        },
        `sign-up-attempted-${owner.id}-${hour}`,
      );
    } catch (error) {
      // Answering an error here, and not for a new address, would tell that the account exists.
      this.logger.error(
        { err: error, userId: owner.id },
        'Sign-up attempt on an existing account not announced',
      );
    }
  }

  /** Opens a confirmation link; says where to send the browser (the login page, with the outcome). */
  async confirm(token: string): Promise<string> {
    const login = new URL('/login', this.config.WEB_URL);
    const result = token ? await this.repository.confirm(sha256(token), new Date()) : null;
    const confirmed = result !== null && result.account.status === 'active';
    if (result?.activated) {
      await this.events.publish(
        IdentityEvents.userConfirmed,
        { userId: result.account.id, type: result.account.type },
        `confirmed-${result.account.id}`,
      );
    }
    login.searchParams.set('confirmed', confirmed ? '1' : '0');
    return login.toString();
  }
}
