import { Inject, Injectable } from '@nestjs/common';
import { type CreditMetadata } from '@liggeey/contracts';
import { PRISMA } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

export type TransactionKind = 'spend' | 'grant' | 'refund' | 'purchase' | 'welcome_bonus';

/** The counterpart of each kind of movement. A refund reverses a spend: back from revenue. */
const SYSTEM_ACCOUNT: Record<TransactionKind, string> = {
  spend: 'revenue',
  refund: 'revenue',
  purchase: 'pack_sales',
  welcome_bonus: 'welcome_bonus',
  grant: 'grants',
};

/** A member's own keys, or the services' (see the `key_scope` migration). */
export type KeyScope = 'member' | 'system';

export interface Movement {
  idempotencyKey: string;
  /** The key's namespace: `member` keys are unique per user, `system` keys across the journal. */
  keyScope: KeyScope;
  kind: TransactionKind;
  userId: string;
  /** Signed, seen from the user: positive credits the user, negative debits. */
  amount: number;
  description: string;
  metadata: CreditMetadata;
  /** Hash of the parameters, to tell a retry from another operation reusing the key. */
  fingerprint: string;
  reversesId: string | null;
}

export type MovementOutcome =
  | { outcome: 'created' | 'replayed'; transactionId: string; balance: number }
  | { outcome: 'mismatch'; transactionId: string }
  | { outcome: 'insufficient' | 'already_reversed' };

interface OutcomeRow {
  item: number;
  outcome: string;
  transaction_id: string | null;
  balance_after: bigint | number | null;
}

interface Pending {
  movement: Movement;
  resolve: (outcome: MovementOutcome) => void;
  reject: (error: unknown) => void;
}

/** Movements written in one statement at most (each has a savepoint; Postgres caches 64). */
const MAX_BATCH_SIZE = 50;
/** Groups written at the same time (the pool has 5 connections; other queries need some). */
const MAX_BATCHES_IN_FLIGHT = 3;

/** A key as unique as the journal makes it: within its namespace. */
function namespacedKey({ keyScope, userId, idempotencyKey }: Movement): string {
  return keyScope === 'system' ? `system:${idempotencyKey}` : `member:${userId}:${idempotencyKey}`;
}

function toOutcome(row: OutcomeRow): MovementOutcome {
  switch (row.outcome) {
    case 'created':
    case 'replayed':
      return {
        outcome: row.outcome,
        transactionId: String(row.transaction_id),
        balance: Number(row.balance_after),
      };
    case 'mismatch':
      return { outcome: 'mismatch', transactionId: String(row.transaction_id) };
    case 'insufficient':
    case 'already_reversed':
      return { outcome: row.outcome };
    default:
      throw new Error(`ledger.post_movements answered an unknown outcome: ${row.outcome}`);
  }
}

/** A journal transaction with its user's entry. */
export interface UserTransaction {
  id: string;
  kind: TransactionKind;
  userId: string | null;
  description: string;
  /** The user's entry (negative for a spend). */
  userAmount: number;
}

export interface HistoryRow {
  id: string;
  description: string;
  amount: bigint | number;
  created_at: Date;
}

@Injectable()
export class CreditsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * One movement. Calls arriving while others are being written wait and then go together in one
   * statement (`ledger.post_movements`, see the migration): under load, a busy account is locked
   * and flushed to disk once per group instead of once per spend; when idle, a call goes at once.
   */
  post(movement: Movement): Promise<MovementOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ movement, resolve, reject });
      this.drain();
    });
  }

  private readonly queue: Pending[] = [];
  private batchesInFlight = 0;

  private drain(): void {
    while (this.batchesInFlight < MAX_BATCHES_IN_FLIGHT && this.queue.length > 0) {
      const batch: Pending[] = [];
      const keys = new Set<string>();
      // A key already in this group waits for the next one: it then replays the first result.
      for (let i = 0; i < this.queue.length && batch.length < MAX_BATCH_SIZE;) {
        const pending = this.queue[i];
        const key = pending ? namespacedKey(pending.movement) : '';
        if (pending && !keys.has(key)) {
          keys.add(key);
          batch.push(pending);
          this.queue.splice(i, 1);
        } else {
          i += 1;
        }
      }
      this.batchesInFlight += 1;
      void this.write(batch).finally(() => {
        this.batchesInFlight -= 1;
        this.drain();
      });
    }
  }

  /** A group that fails as a whole (e.g. a deadlock with another instance) is retried one by one. */
  private async write(batch: Pending[]): Promise<void> {
    try {
      const outcomes = await this.postMany(batch.map(({ movement }) => movement));
      batch.forEach((pending, item) => {
        const outcome = outcomes.get(item);
        if (outcome) pending.resolve(outcome);
        else pending.reject(new Error('ledger.post_movements answered no row for a movement'));
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((pending) => this.write([pending])));
    }
  }

  private async postMany(movements: readonly Movement[]): Promise<Map<number, MovementOutcome>> {
    const payload = movements.map((movement, item) => ({
      item,
      key: movement.idempotencyKey,
      keyScope: movement.keyScope,
      kind: movement.kind,
      userId: movement.userId,
      amount: movement.amount,
      systemCode: SYSTEM_ACCOUNT[movement.kind],
      description: movement.description,
      metadata: movement.metadata,
      fingerprint: movement.fingerprint,
      reversesId: movement.reversesId,
    }));
    const rows = await this.prisma.$queryRaw<OutcomeRow[]>`
      SELECT item, outcome, transaction_id, balance_after
        FROM ledger.post_movements(${JSON.stringify(payload)}::jsonb)`;
    return new Map(rows.map((row) => [row.item, toOutcome(row)]));
  }

  async userTransaction(transactionId: string): Promise<UserTransaction | null> {
    const rows = await this.prisma.$queryRaw<
      { id: string; kind: TransactionKind; user_id: string | null; description: string; amount: bigint }[]
    >`
      SELECT t.id, t.kind::text AS kind, t.user_id, t.description, e.amount
        FROM ledger.journal_transactions t
        JOIN ledger.entries e ON e.transaction_id = t.id
        JOIN ledger.accounts a ON a.id = e.account_id AND a.kind = 'user'
       WHERE t.id = ${transactionId}::uuid`;
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      kind: row.kind,
      userId: row.user_id,
      description: row.description,
      userAmount: Number(row.amount),
    };
  }

  /** Balances of the given users; a user without an account yet has 0 (absent from the map). */
  async balances(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const list = Prisma.join(userIds.map((id) => Prisma.sql`${id}::uuid`));
    const rows = await this.prisma.$queryRaw<{ owner_user_id: string; balance: bigint }[]>`
      SELECT owner_user_id, balance FROM ledger.accounts WHERE owner_user_id IN (${list})`;
    return new Map(rows.map((row) => [row.owner_user_id, Number(row.balance)]));
  }

  /** The user's entries, newest first, with their journal transaction. */
  history(userId: string, page: number, pageSize: number): Promise<HistoryRow[]> {
    return this.prisma.$queryRaw<HistoryRow[]>`
      SELECT t.id, t.description, e.amount, t.created_at
        FROM ledger.accounts a
        JOIN ledger.entries e ON e.account_id = a.id
        JOIN ledger.journal_transactions t ON t.id = e.transaction_id
       WHERE a.owner_user_id = ${userId}::uuid
       ORDER BY e.id DESC
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  }

  /** Entitlements are the truth (see purchases); a refunded buy no longer counts. */
  async hasPurchased(userId: string, productId: string): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<{ purchased: boolean }[]>`
      SELECT EXISTS (
        SELECT 1 FROM ledger.entitlements e
         WHERE e.user_id = ${userId}::uuid AND e.product_id::text = ${productId}
           AND NOT EXISTS (SELECT 1 FROM ledger.journal_transactions r WHERE r.reverses_id = e.transaction_id)
      ) AS purchased`;
    return rows[0]?.purchased ?? false;
  }

  /**
   * Account deletion. The money history must still balance, so nothing of the journal is
   * erased: the account stays as an anonymous tombstone (no owner, `closed_at` set) with its
   * entries, and the journal transactions lose their link to the person. The triggers allow
   * exactly this change (user_id → NULL) and nothing else. What the person bought goes with them.
   */
  async anonymise(userId: string): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.$executeRaw`DELETE FROM ledger.entitlements WHERE user_id = ${userId}::uuid`,
      this.prisma.$executeRaw`
        UPDATE ledger.accounts SET owner_user_id = NULL, closed_at = now()
         WHERE owner_user_id = ${userId}::uuid`,
      this.prisma.$executeRaw`
        UPDATE ledger.journal_transactions SET user_id = NULL WHERE user_id = ${userId}::uuid`,
    ]);
  }
}
