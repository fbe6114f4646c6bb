import { Module } from '@nestjs/common';
import { LedgerClientModule } from '../ledger/ledger.client.js';
import { FlutterwaveClient } from '../provider/flutterwave.client.js';
import { SettlementService } from '../settlement/settlement.service.js';
import { PaymentIntentsRepository } from './payment-intents.repository.js';
import { PurchasesController } from './purchases.controller.js';
import { PurchasesService } from './purchases.service.js';

@Module({
  imports: [LedgerClientModule],
  controllers: [PurchasesController],
  providers: [PaymentIntentsRepository, FlutterwaveClient, SettlementService, PurchasesService],
  exports: [PaymentIntentsRepository, SettlementService],
})
export class PurchasesModule {}
