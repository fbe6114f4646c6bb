import { bootstrapService } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';
import { TestimonialsModule } from './testimonials/testimonials.module.js';

await bootstrapService({ name: 'feed', prismaClient: PrismaClient, imports: [TestimonialsModule] });
