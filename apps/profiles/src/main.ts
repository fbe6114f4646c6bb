import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { TradesModule } from './trades/trades.module.js';

await bootstrapService({
  name: 'profiles',
  prismaClient: PrismaClient,
  imports: [EventsModule.forRoot('profiles'), ProfilesModule, TradesModule],
});
