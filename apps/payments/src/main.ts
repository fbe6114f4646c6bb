import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { paymentsConfigSchema } from './config/payments-config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { PurchasesModule } from './purchases/purchases.module.js';
import { ReconciliationModule } from './reconciliation/reconciliation.module.js';
import { RepairModule } from './repair/repair.module.js';

await bootstrapService({
  name: 'payments',
  prismaClient: PrismaClient,
  configSchema: paymentsConfigSchema,
  imports: [EventsModule.forRoot('payments'), PurchasesModule, ReconciliationModule, RepairModule],
});
