import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type AdminTransactionsQuery,
  type AdminCreditTransactionDto,
  type ExportBatchQuery,
  type AdminCreditTransactionsPageDto,
  type CreditBalanceDto,
  type CreditGrant,
  type CreditMovementDto,
  type CreditRefund,
  type CreditTransactionDto,
  LedgerCreditsRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { AdminTransactionsService } from './admin-transactions.service.js';
import { CreditsService, type SpendRequest } from './credits.service.js';

@Controller()
export class CreditsController {
  constructor(
    private readonly credits: CreditsService,
    private readonly adminTransactions: AdminTransactionsService,
  ) {}

  @RpcHandler(LedgerCreditsRpc.spend)
  spend(@Payload() { actor, data }: RpcEnvelope<SpendRequest>): Promise<CreditMovementDto> {
    return this.credits.spend(actor, data);
  }

  @RpcHandler(LedgerCreditsRpc.grant)
  grant(@Payload() { data }: RpcEnvelope<CreditGrant>): Promise<CreditMovementDto> {
    return this.credits.grant(data);
  }

  @RpcHandler(LedgerCreditsRpc.refund)
  refund(@Payload() { data }: RpcEnvelope<CreditRefund>): Promise<CreditMovementDto> {
    return this.credits.refund(data);
  }

  @RpcHandler(LedgerCreditsRpc.balance)
  balance(@Payload() { actor, data }: RpcEnvelope<{ userId?: string }>): Promise<CreditBalanceDto> {
    return this.credits.balance(actor, data.userId);
  }

  @RpcHandler(LedgerCreditsRpc.balances)
  balances(@Payload() { data }: RpcEnvelope<{ userIds: string[] }>): Promise<CreditBalanceDto[]> {
    return this.credits.balances(data.userIds);
  }

  @RpcHandler(LedgerCreditsRpc.history)
  history(
    @Payload() { actor, data }: RpcEnvelope<{ page: number; pageSize: number }>,
  ): Promise<CreditTransactionDto[]> {
    return this.credits.history(actor, data.page, data.pageSize);
  }

  @RpcHandler(LedgerCreditsRpc.adminTransactions)
  adminTransactionsPage(
    @Payload() { actor, data }: RpcEnvelope<AdminTransactionsQuery>,
  ): Promise<AdminCreditTransactionsPageDto> {
    return this.adminTransactions.page(actor, data);
  }

  @RpcHandler(LedgerCreditsRpc.exportTransactions)
  exportTransactions(
    @Payload() { actor, data }: RpcEnvelope<ExportBatchQuery>,
  ): Promise<{ items: AdminCreditTransactionDto[]; next: string | null }> {
    return this.adminTransactions.exportBatch(actor, data);
  }

  @RpcHandler(LedgerCreditsRpc.spendSummary)
  spendSummary(
    @Payload() { actor, data }: RpcEnvelope<{ description: string; since: string }>,
  ): Promise<{ count: number; credits: number }> {
    return this.adminTransactions.spendSummary(actor, data.description, data.since);
  }

  @RpcHandler(LedgerCreditsRpc.hasPurchased)
  async hasPurchased(
    @Payload() { actor, data }: RpcEnvelope<{ userId: string; productId: string }>,
  ): Promise<{ purchased: boolean }> {
    return { purchased: await this.credits.hasPurchased(actor, data.userId, data.productId) };
  }
}
