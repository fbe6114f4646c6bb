import { bootstrapService } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

await bootstrapService({ name: 'jobs', prismaClient: PrismaClient });
