import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type Actor, type AdminAccountDto, ErrorCode, IdentityEvents } from '@liggeey/contracts';
import { DomainException, EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { AccountDeletionService } from './account-deletion.service.js';
import { AdminAccountsRepository } from './admin-accounts.repository.js';

const NOT_ON_SELF = 'Vous ne pouvez pas appliquer cette action à votre propre compte.';

/** The back office's Users page: e-mails, suspension and deletion of accounts. */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly repository: AdminAccountsRepository,
    private readonly deletions: AccountDeletionService,
    private readonly events: EventPublisher,
  ) {}

  async accounts(actor: Actor | null, ids: readonly string[]): Promise<AdminAccountDto[]> {
    requireAdmin(actor);
    return this.repository.findMany(ids);
  }

  /**
   * Suspends, then announces it: the account can no longer sign in or refresh from the moment
   * the row changes; the event makes every gateway refuse its access tokens too. Suspending an
   * already suspended account publishes again, so an admin's retry after a failed publish
   * completes it (the gateways' handling is idempotent).
   */
  async suspend(actor: Actor | null, id: string): Promise<AdminAccountDto> {
    requireAdmin(actor);
    const account = await this.target(actor, id);
    if (account.status !== 'suspended') {
      const changed = await this.repository.changeStatus(id, ['pending', 'active'], 'suspended', new Date());
      if (!changed)
        throw new DomainException(ErrorCode.Conflict, 'Le compte a changé entre-temps. Veuillez réessayer.');
    }
    await this.events.publish(IdentityEvents.userSuspended, { userId: id }, randomUUID());
    await recordAdminAction(this.events, actor, {
      action: 'user.suspended',
      targetType: 'user',
      targetId: id,
      summary: account.email,
    });
    return this.view(id);
  }

  async reactivate(actor: Actor | null, id: string): Promise<AdminAccountDto> {
    requireAdmin(actor);
    const account = await this.target(actor, id);
    if (account.status !== 'suspended')
      throw new DomainException(ErrorCode.Conflict, "Ce compte n'est pas suspendu.");
    await this.repository.changeStatus(id, ['suspended'], 'active', new Date());
    await this.events.publish(IdentityEvents.userReactivated, { userId: id }, randomUUID());
    await recordAdminAction(this.events, actor, {
      action: 'user.reactivated',
      targetType: 'user',
      targetId: id,
      summary: account.email,
    });
    return this.view(id);
  }

  async delete(actor: Actor | null, id: string): Promise<{ deleted: true }> {
    requireAdmin(actor);
    const account = await this.target(actor, id);
    const deleted = await this.deletions.deleteAccount(id);
    await recordAdminAction(this.events, actor, {
      action: 'user.deleted',
      targetType: 'user',
      targetId: id,
      summary: account.email,
    });
    return deleted;
  }

  /** The account an admin acts on: not their own, and not already deleted. */
  private async target(actor: Actor | null, id: string) {
    requireAdmin(actor);
    if (actor.id === id) throw new DomainException(ErrorCode.ValidationFailed, NOT_ON_SELF);
    const account = await this.repository.find(id);
    if (!account || account.status === 'deleted')
      throw new DomainException(ErrorCode.NotFound, 'Utilisateur introuvable.');
    return account;
  }

  private async view(id: string): Promise<AdminAccountDto> {
    const [account] = await this.repository.findMany([id]);
    if (!account) throw new DomainException(ErrorCode.NotFound, 'Utilisateur introuvable.');
    return account;
  }
}
