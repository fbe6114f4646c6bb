import { Injectable } from '@nestjs/common';
import { type Actor, type AdminCreditTransactionsPageDto } from '@liggeey/contracts';
import { requireAdmin } from '@liggeey/service-kit';
import { AdminTransactionsRepository } from './admin-transactions.repository.js';

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

  async page(actor: Actor | null, page: number, pageSize: number): Promise<AdminCreditTransactionsPageDto> {
    requireAdmin(actor);
    const [rows, total] = await Promise.all([this.repository.page(page, pageSize), this.repository.count()]);
    return {
      items: rows.map((row) => {
        const amount = Number(row.amount);
        return {
          id: row.id,
          userId: row.user_id,
          description: row.description,
          type: amount > 0 ? 'purchase' : 'spend',
          amount,
          createdAt: row.created_at.toISOString(),
        };
      }),
      total,
      page,
      pageSize,
    };
  }
}
