import { Injectable } from '@nestjs/common';
import { type Actor, ErrorCode, IdentityEvents } from '@liggeey/contracts';
import { DomainException, EventPublisher } from '@liggeey/service-kit';
import { verify } from '@node-rs/argon2';
import { AccountDeletionRepository } from './account-deletion.repository.js';

/** Spec §8: the deletion could not be completed (nothing to do but try again). */
const DELETION_FAILED = 'Une erreur est survenue lors de la suppression de vos données.';

@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly repository: AccountDeletionRepository,
    private readonly events: EventPublisher,
  ) {}

  /**
   * Announces the deletion first, then deletes: if the second step fails the person retries and
   * the other services' erasure (idempotent) simply runs again. The reverse order could delete the
   * account and never tell anyone.
   */
  async deleteOwnAccount(actor: Actor | null, password: string): Promise<{ deleted: true }> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated, 'Utilisateur non connecté');
    const account = await this.repository.find(actor.id);
    if (!account || account.status === 'deleted') throw new DomainException(ErrorCode.NotFound);
    const passwordOk = await verify(account.passwordHash, password).catch(() => false);
    if (!passwordOk)
      throw new DomainException(ErrorCode.ValidationFailed, 'Mot de passe incorrect.', { field: 'password' });
    return this.deleteAccount(account.id);
  }

  /** The deletion itself, for the owner (after the password check) and for an admin. */
  async deleteAccount(accountId: string): Promise<{ deleted: true }> {
    try {
      await this.events.publish(IdentityEvents.userDeleted, { userId: accountId }, `deleted-${accountId}`);
      await this.repository.markDeleted(accountId, new Date());
    } catch (error) {
      throw new DomainException(ErrorCode.ServiceUnavailable, DELETION_FAILED, { cause: String(error) });
    }
    return { deleted: true };
  }
}
