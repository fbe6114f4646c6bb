import { Module } from '@nestjs/common';
import { PurchasesModule } from '../purchases/purchases.module.js';
import { StuckPaymentsController } from './stuck-payments.controller.js';
import { StuckPaymentsService } from './stuck-payments.service.js';

@Module({
  imports: [PurchasesModule],
  controllers: [StuckPaymentsController],
  providers: [StuckPaymentsService],
})
export class RepairModule {}
