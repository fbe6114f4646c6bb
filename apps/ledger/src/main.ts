import { LEDGER_CALLERS } from '@liggeey/contracts';
import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { CreditsModule } from './credits/credits.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { ProductsModule } from './products/products.module.js';
import { PurchasesModule } from './purchases/purchases.module.js';
import { SettingsModule } from './settings/settings.module.js';

await bootstrapService({
  name: 'ledger',
  prismaClient: PrismaClient,
  callers: LEDGER_CALLERS,
  imports: [EventsModule.forRoot('ledger'), ProductsModule, PurchasesModule, SettingsModule, CreditsModule],
});
