import { bootstrapService } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

await bootstrapService({ name: 'payments', prismaClient: PrismaClient });
