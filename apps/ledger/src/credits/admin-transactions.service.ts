import { Injectable } from '@nestjs/common';
import {
  type AdminTransactionsQuery,
  type Actor,
  type AdminCreditTransactionDto,
  type AdminCreditTransactionsPageDto,
  type ExportBatchQuery,
} from '@liggeey/contracts';
import { readMatchesFirst, requireAdmin } from '@liggeey/service-kit';
import { type AdminTransactionRow, AdminTransactionsRepository } from './admin-transactions.repository.js';

interface AdminTransactionsBatch {
  items: AdminCreditTransactionDto[];
  next: string | null;
}

/** The back office's view of the whole journal: every user's movements, newest first. */
@Injectable()
export class AdminTransactionsService {
  constructor(private readonly repository: AdminTransactionsRepository) {}

  async spendSummary(
    actor: Actor | null,
    description: string,
    since: string,
  ): Promise<{ count: number; credits: number }> {
    requireAdmin(actor);
    return this.repository.spendSummary(description, new Date(since));
  }

  async page(actor: Actor | null, query: AdminTransactionsQuery): Promise<AdminCreditTransactionsPageDto> {
    requireAdmin(actor);
    const total = await this.repository.count(query);
    const rows = await this.repository.page(query, readMatchesFirst(query.q, total));
    return { items: rows.map(toAdminTransaction), total, page: query.page, pageSize: query.pageSize };
  }

  /** A batch of the CSV export; the cursor is the last entry's key. */
  async exportBatch(
    actor: Actor | null,
    { after, limit }: ExportBatchQuery,
  ): Promise<AdminTransactionsBatch> {
    requireAdmin(actor);
    const before = after !== null && /^\d{1,19}$/.test(after) ? BigInt(after) : null;
    const rows = await this.repository.batch(before, limit);
    const last = rows.at(-1);
    return {
      items: rows.map(toAdminTransaction),
      next: rows.length === limit && last ? String(last.entry_id) : null,
    };
  }
}

function toAdminTransaction(row: AdminTransactionRow): AdminCreditTransactionDto {
  const amount = Number(row.amount);
  return {
    id: row.id,
    userId: row.user_id,
    description: row.description,
    type: amount > 0 ? 'purchase' : 'spend',
    amount,
    createdAt: row.created_at.toISOString(),
  };
}
