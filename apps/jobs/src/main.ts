import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { BoostsModule } from './boosts/boosts.module.js';
import { jobsConfigSchema } from './config/jobs-config.js';
import { EmployersModule } from './employers/employers.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { OffersModule } from './offers/offers.module.js';
import { PromotionModule } from './promotion/promotion.module.js';

await bootstrapService({
  name: 'jobs',
  prismaClient: PrismaClient,
  configSchema: jobsConfigSchema,
  imports: [EventsModule.forRoot('jobs'), OffersModule, EmployersModule, BoostsModule, PromotionModule],
});
