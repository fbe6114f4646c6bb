import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type CreditBalanceDto,
  type CreditGrant,
  type CreditMetadata,
  type CreditMovementDto,
  type CreditRefund,
  type CreditTransactionDto,
  ErrorCode,
  IDEMPOTENCY_MISMATCH_MESSAGE,
  INSUFFICIENT_CREDITS_MESSAGE,
  INSUFFICIENT_CREDITS_REASON,
  LedgerEvents,
} from '@liggeey/contracts';
import { DomainException, EventPublisher } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import {
  CreditsRepository,
  type Movement,
  type MovementOutcome,
  type UserTransaction,
} from './credits.repository.js';
import { fingerprint } from './fingerprint.js';
import { ledgerMovements } from './ledger-metrics.js';

export interface SpendRequest {
  idempotencyKey: string;
  amount: number;
  description: string;
  kind: 'spend';
  metadata?: CreditMetadata | undefined;
  userId?: string | undefined;
}

const DESCRIPTION_MAX = 200;

/**
 * The credits rules. Who may do what is checked here; the money itself moves in one SQL
 * statement (see CreditsRepository.post), never read-then-write here.
 */
@Injectable()
export class CreditsService {
  constructor(
    private readonly repository: CreditsRepository,
    private readonly events: EventPublisher,
    private readonly logger: PinoLogger,
  ) {}

  /**
   * The actor spends its credits under a key of its own namespace, or a service (actor null) spends
   * a member's for what it sells (boosts) under a system key. Who may call is `LEDGER_CALLERS`.
   */
  async spend(actor: Actor | null, request: SpendRequest): Promise<CreditMovementDto> {
    const userId = actor ? actor.id : request.userId;
    if (!userId) throw new DomainException(ErrorCode.ValidationFailed, 'Le compte à débiter est requis.');
    if (actor && request.userId !== undefined && request.userId !== actor.id)
      throw new DomainException(ErrorCode.Forbidden, 'Vous ne pouvez dépenser que vos propres crédits.');
    return this.settle(
      await this.move({
        idempotencyKey: request.idempotencyKey,
        keyScope: actor ? 'member' : 'system',
        kind: 'spend',
        userId,
        amount: -request.amount,
        description: request.description,
        metadata: request.metadata ?? {},
        reversesId: null,
      }),
    );
  }

  /** Services only (`LEDGER_CALLERS`): a pack bought, the welcome bonus, a goodwill grant. */
  async grant(request: CreditGrant): Promise<CreditMovementDto> {
    return this.settle(await this.credit(request));
  }

  /** The grant itself, under a system key, for the ledger's own callers (the welcome bonus listener). */
  credit(request: CreditGrant): Promise<MovementOutcome> {
    return this.move({
      idempotencyKey: request.idempotencyKey,
      keyScope: 'system',
      kind: request.kind,
      userId: request.userId,
      amount: request.amount,
      description: request.description,
      metadata: request.metadata ?? {},
      reversesId: null,
    });
  }

  /** Services only: gives a spend back, once (a boost that could not be applied). */
  async refund(request: CreditRefund): Promise<CreditMovementDto> {
    const original = await this.repository.userTransaction(request.transactionId);
    if (!original) throw new DomainException(ErrorCode.NotFound, 'Transaction introuvable.');
    if (original.kind !== 'spend')
      throw new DomainException(ErrorCode.Conflict, 'Seule une dépense de crédits peut être remboursée.');
    if (!original.userId)
      throw new DomainException(ErrorCode.Conflict, "Le compte de l'utilisateur a été supprimé.");
    return this.settle(
      await this.move({
        idempotencyKey: request.idempotencyKey,
        keyScope: 'system',
        kind: 'refund',
        userId: original.userId,
        amount: -original.userAmount,
        description: `Remboursement : ${original.description}`.slice(0, DESCRIPTION_MAX),
        metadata: {},
        reversesId: original.id,
      }),
    );
  }

  /** A movement of the journal, as its user saw it; null when there is none. */
  transaction(transactionId: string): Promise<UserTransaction | null> {
    return this.repository.userTransaction(transactionId);
  }

  async balance(actor: Actor | null, userId: string | undefined): Promise<CreditBalanceDto> {
    const target = userId ?? actor?.id;
    if (!target) throw new DomainException(ErrorCode.Unauthenticated, 'Connexion requise');
    if (actor && actor.type !== 'admin' && target !== actor.id)
      throw new DomainException(ErrorCode.Forbidden, "Vous n'avez pas accès au solde de cet utilisateur.");
    const balances = await this.repository.balances([target]);
    return { userId: target, balance: balances.get(target) ?? 0 };
  }

  /** Admins and services (`LEDGER_CALLERS`). */
  async balances(userIds: readonly string[]): Promise<CreditBalanceDto[]> {
    const unique = [...new Set(userIds)];
    const balances = await this.repository.balances(unique);
    return unique.map((userId) => ({ userId, balance: balances.get(userId) ?? 0 }));
  }

  async history(actor: Actor | null, page: number, pageSize: number): Promise<CreditTransactionDto[]> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated, 'Connexion requise');
    const rows = await this.repository.history(actor.id, page, pageSize);
    return rows.map((row) => {
      const amount = Number(row.amount);
      return {
        id: row.id,
        description: row.description,
        type: amount > 0 ? 'purchase' : 'spend',
        amount,
        createdAt: row.created_at.toISOString(),
      };
    });
  }

  async hasPurchased(actor: Actor | null, userId: string, productId: string): Promise<boolean> {
    if (actor && actor.type !== 'admin' && actor.id !== userId)
      throw new DomainException(ErrorCode.Forbidden, "Vous n'avez pas accès aux achats de cet utilisateur.");
    return this.repository.hasPurchased(userId, productId);
  }

  anonymise(userId: string): Promise<void> {
    return this.repository.anonymise(userId);
  }

  private async move(movement: Omit<Movement, 'fingerprint'>): Promise<MovementOutcome> {
    // The namespace is not a parameter: the same key in another namespace is another operation.
    const { kind, userId, amount, description, metadata, reversesId } = movement;
    const parameters = { kind, userId, amount, description, metadata, reversesId };
    const outcome = await this.repository.post({ ...movement, fingerprint: fingerprint(parameters) });
    ledgerMovements.inc({ kind, outcome: outcome.outcome });
    if (outcome.outcome === 'created') {
      // After the commit, without holding the answer back (publishes leave in order on the one
      // connection). A lost publish (NATS down right now) is logged; the movement stands, and a
      // replay of the key does not publish again (its balance may be stale by then).
      void this.events
        .publish(
          LedgerEvents.balanceChanged,
          { userId: movement.userId, balance: outcome.balance, transactionId: outcome.transactionId },
          outcome.transactionId,
        )
        .catch((error: unknown) => {
          this.logger.error(
            { err: error, transactionId: outcome.transactionId },
            'balance event not published',
          );
        });
    }
    return outcome;
  }

  /** The answer of a movement, or the French reason it did not happen. */
  private settle(outcome: MovementOutcome): CreditMovementDto {
    switch (outcome.outcome) {
      case 'created':
      case 'replayed':
        return { transactionId: outcome.transactionId, balance: outcome.balance };
      case 'mismatch':
        throw new DomainException(ErrorCode.Conflict, IDEMPOTENCY_MISMATCH_MESSAGE, {
          reason: 'idempotency_mismatch',
          transactionId: outcome.transactionId,
        });
      case 'insufficient':
        throw new DomainException(ErrorCode.Conflict, INSUFFICIENT_CREDITS_MESSAGE, {
          reason: INSUFFICIENT_CREDITS_REASON,
        });
      case 'already_reversed':
        throw new DomainException(ErrorCode.Conflict, 'Cette transaction a déjà été remboursée.', {
          reason: 'already_refunded',
        });
    }
  }
}
