import { bootstrapService } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';
import { ProductsModule } from './products/products.module.js';

await bootstrapService({ name: 'ledger', prismaClient: PrismaClient, imports: [ProductsModule] });
