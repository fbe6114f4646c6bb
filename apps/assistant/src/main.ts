import { bootstrapService } from '@liggeey/service-kit';
import { FaqModule } from './faq/faq.module.js';
import { PrismaClient } from './generated/prisma/client.js';

await bootstrapService({ name: 'assistant', prismaClient: PrismaClient, imports: [FaqModule] });
