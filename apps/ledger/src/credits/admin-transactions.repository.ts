import { Inject, Injectable } from '@nestjs/common';
import { type AdminTransactionsQuery } from '@liggeey/contracts';
import { PRISMA, likePattern } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

export interface AdminTransactionRow {
  entry_id: bigint;
  id: string;
  user_id: string | null;
  description: string;
  amount: bigint;
  created_at: Date;
}

/** The journal seen from user accounts only (system counterparts are not "transactions" of anyone). */
@Injectable()
export class AdminTransactionsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** A page of movements; `matchesFirst`: whether the search matched few enough to sort them all (`readMatchesFirst`). */
  page(
    { page, pageSize, ...search }: AdminTransactionsQuery,
    matchesFirst: boolean,
  ): Promise<AdminTransactionRow[]> {
    return this.prisma.$queryRaw<AdminTransactionRow[]>`
      WITH matched AS ${matchesFirst ? Prisma.sql`MATERIALIZED` : Prisma.empty} (
        SELECT e.id AS entry_id, t.id, t.user_id, t.description, e.amount, t.created_at
          FROM ledger.entries e
          JOIN ledger.accounts a ON a.id = e.account_id AND a.kind = 'user'
          JOIN ledger.journal_transactions t ON t.id = e.transaction_id
         ${matching(search)})
      SELECT * FROM matched
       ORDER BY entry_id DESC
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  }

  /** The next `limit` movements older than the entry `before` (newest first), by the entries' key. */
  batch(before: bigint | null, limit: number): Promise<AdminTransactionRow[]> {
    return this.prisma.$queryRaw<AdminTransactionRow[]>`
      SELECT e.id AS entry_id, t.id, t.user_id, t.description, e.amount, t.created_at
        FROM ledger.entries e
        JOIN ledger.accounts a ON a.id = e.account_id AND a.kind = 'user'
        JOIN ledger.journal_transactions t ON t.id = e.transaction_id
       ${before === null ? Prisma.empty : Prisma.sql`WHERE e.id < ${before}`}
       ORDER BY e.id DESC
       LIMIT ${limit}`;
  }

  /** Spends of a description since a time, those refunded (reversed) left out. */
  async spendSummary(description: string, since: Date): Promise<{ count: number; credits: number }> {
    const rows = await this.prisma.$queryRaw<{ count: bigint; credits: bigint | null }[]>`
      SELECT count(*) AS count, -sum(e.amount) AS credits
        FROM ledger.journal_transactions t
        JOIN ledger.entries e ON e.transaction_id = t.id
        JOIN ledger.accounts a ON a.id = e.account_id AND a.kind = 'user'
       WHERE t.kind = 'spend' AND t.description = ${description} AND t.created_at >= ${since}
         AND NOT EXISTS (SELECT 1 FROM ledger.journal_transactions r WHERE r.reverses_id = t.id)`;
    return { count: Number(rows[0]?.count ?? 0), credits: Number(rows[0]?.credits ?? 0) };
  }

  async count(search: Search): Promise<number> {
    const rows = await this.prisma.$queryRaw<{ total: bigint }[]>`
      SELECT count(*) AS total
        FROM ledger.entries e
        JOIN ledger.accounts a ON a.id = e.account_id AND a.kind = 'user'
        ${search.q ? Prisma.sql`JOIN ledger.journal_transactions t ON t.id = e.transaction_id` : Prisma.empty}
       ${matching(search)}`;
    return Number(rows[0]?.total ?? 0);
  }
}

type Search = Pick<AdminTransactionsQuery, 'q' | 'userIds'>;

/**
 * The movements whose description holds `q` (literally, case ignored; trigram index) or of the
 * people the gateway found by that name or e-mail, for rows of `journal_transactions t`.
 */
function matching({ q, userIds }: Search): Prisma.Sql {
  if (!q) return Prisma.empty;
  const people =
    userIds.length > 0
      ? Prisma.sql`OR m.user_id IN (${Prisma.join(userIds.map((id) => Prisma.sql`${id}::uuid`))})`
      : Prisma.empty;
  return Prisma.sql`WHERE t.id IN (SELECT m.id FROM ledger.journal_transactions m
    WHERE lower(m.description) LIKE lower(${likePattern(q)}) ${people})`;
}
