import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@liggeey/service-kit';
import { Redis } from 'ioredis';
import { type ProfilesConfig } from '../config/profiles-config.js';
import { CompetitionFreezeProcessor, COMPETITION_QUEUE } from './competition-freeze.processor.js';
import { CompetitionLedgerModule } from './competition-ledger.module.js';
import { COMPETITION_CLOCK, systemClock } from './competition.clock.js';
import { CompetitionController } from './competition.controller.js';
import { CompetitionListener } from './competition.listener.js';
import { CompetitionRepository } from './competition.repository.js';
import { CompetitionService } from './competition.service.js';

/** The monthly competition: scores from events, standings, frozen months, prizes and tips. */
@Module({
  imports: [
    CompetitionLedgerModule,
    // The queue lives under the environment's prefix, so test backends never take each other's jobs.
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: ProfilesConfig) => ({
        // Workers block on Redis: BullMQ requires unlimited retries per request on their connection.
        connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: `${config.NATS_NAMESPACE}:queues`,
      }),
    }),
    BullModule.registerQueue({ name: COMPETITION_QUEUE }),
  ],
  controllers: [CompetitionController],
  providers: [
    { provide: COMPETITION_CLOCK, useValue: systemClock },
    CompetitionRepository,
    CompetitionService,
    CompetitionListener,
    CompetitionFreezeProcessor,
  ],
})
export class CompetitionModule {}
