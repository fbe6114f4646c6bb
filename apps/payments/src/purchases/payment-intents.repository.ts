import { Inject, Injectable } from '@nestjs/common';
import { type AdminPaymentsQuery } from '@liggeey/contracts';
import { PRISMA, escapeLike } from '@liggeey/service-kit';
import { type PaymentIntent, type PrismaClient } from '../generated/prisma/client.js';

export type { PaymentIntent };

export interface NewIntent {
  userId: string;
  txRef: string;
  productId: string;
  amount: number;
  credits: number;
}

/** Statuses a payment can still become paid from: a cancelled checkout may yet be paid on retry. */
const OPEN = ['pending', 'cancelled'] as const;

/** Payment intents; every change of status is conditional, so concurrent settlements agree. */
@Injectable()
export class PaymentIntentsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  create(intent: NewIntent): Promise<PaymentIntent> {
    return this.prisma.paymentIntent.create({ data: intent });
  }

  byTxRef(txRef: string): Promise<PaymentIntent | null> {
    return this.prisma.paymentIntent.findUnique({ where: { txRef } });
  }

  /** Paid, once: only one of concurrent callers changes the row; all then read the same state. */
  async markPaid(id: string, providerTransactionId: string, paidAmount: number): Promise<PaymentIntent> {
    await this.prisma.paymentIntent.updateMany({
      where: { id, status: { in: [...OPEN] } },
      data: { status: 'successful', providerTransactionId, paidAmount },
    });
    return this.prisma.paymentIntent.findUniqueOrThrow({ where: { id } });
  }

  async flag(id: string, reason: string): Promise<PaymentIntent> {
    await this.prisma.paymentIntent.updateMany({
      where: { id, status: { in: [...OPEN] } },
      data: { status: 'flagged', reviewReason: reason },
    });
    return this.prisma.paymentIntent.findUniqueOrThrow({ where: { id } });
  }

  /** A failed charge (final), or a checkout left without paying (may still be paid later). */
  async close(id: string, status: 'failed' | 'cancelled'): Promise<PaymentIntent> {
    await this.prisma.paymentIntent.updateMany({
      where: { id, status: status === 'failed' ? { in: [...OPEN] } : 'pending' },
      data: { status },
    });
    return this.prisma.paymentIntent.findUniqueOrThrow({ where: { id } });
  }

  /**
   * Recorded only after the ledger granted the credits. On a paid payment a review reason only ever
   * says why its credits were held back, so it goes with them.
   */
  async markCredited(id: string): Promise<PaymentIntent> {
    await this.prisma.paymentIntent.updateMany({
      where: { id, creditedAt: null },
      data: { creditedAt: new Date(), reviewReason: null },
    });
    return this.prisma.paymentIntent.findUniqueOrThrow({ where: { id } });
  }

  /** A paid payment whose credits need an operator: the reconciliation leaves it alone. */
  async holdForReview(id: string, reason: string): Promise<PaymentIntent> {
    await this.prisma.paymentIntent.updateMany({
      where: { id, status: 'successful', creditedAt: null },
      data: { reviewReason: reason },
    });
    return this.prisma.paymentIntent.findUniqueOrThrow({ where: { id } });
  }

  /** Every paid payment without its credits, held ones included, oldest first. */
  paidUncredited(): Promise<PaymentIntent[]> {
    return this.prisma.paymentIntent.findMany({
      where: { status: 'successful', creditedAt: null },
      orderBy: { createdAt: 'asc' },
    });
  }

  /**
   * For the reconciliation, least recently looked at first (so old abandoned checkouts never
   * starve newer ones): pending payments not looked at for `checkedBefore`, checkouts left in the
   * last day (a payment may still have gone through), and paid ones whose credits are not granted
   * (unless held for review).
   */
  unsettled(checkedBefore: Date, since: Date, limit: number): Promise<PaymentIntent[]> {
    return this.prisma.paymentIntent.findMany({
      where: {
        OR: [
          { status: 'pending', updatedAt: { lt: checkedBefore } },
          { status: 'cancelled', updatedAt: { lt: checkedBefore }, createdAt: { gt: since } },
          { status: 'successful', creditedAt: null, reviewReason: null },
        ],
      },
      orderBy: { updatedAt: 'asc' },
      take: limit,
    });
  }

  /** Records that the reconciliation looked at a payment that is still open. */
  async touch(id: string): Promise<void> {
    await this.prisma.paymentIntent.update({ where: { id }, data: { updatedAt: new Date() } });
  }

  /**
   * One page for /admin/payments and how many match; `q` is found in the reference, literally, or
   * the payment is one of `userIds`' (the people the gateway found by that name or e-mail).
   */
  page({ q, userIds, page, pageSize, sort, order }: AdminPaymentsQuery): Promise<[PaymentIntent[], number]> {
    const where = q
      ? {
          OR: [
            { txRef: { contains: escapeLike(q), mode: 'insensitive' as const } },
            ...(userIds.length > 0 ? [{ userId: { in: userIds } }] : []),
          ],
        }
      : {};
    return this.prisma.$transaction([
      this.prisma.paymentIntent.findMany({
        where,
        orderBy: [{ [sort]: order }, { createdAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      this.prisma.paymentIntent.count({ where }),
    ]);
  }

  async revenue(): Promise<{ totalXof: number; payments: number }> {
    const result = await this.prisma.paymentIntent.aggregate({
      where: { status: 'successful' },
      _sum: { paidAmount: true },
      _count: { _all: true },
    });
    return { totalXof: result._sum.paidAmount ?? 0, payments: result._count._all };
  }
}
