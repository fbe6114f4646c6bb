import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminTransactionsRepository } from './admin-transactions.repository.js';
import { AdminTransactionsService } from './admin-transactions.service.js';
import { CreditsLifecycleListener } from './credits-lifecycle.listener.js';
import { CreditsController } from './credits.controller.js';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';

@Module({
  imports: [SettingsModule],
  controllers: [CreditsController],
  providers: [
    CreditsRepository,
    CreditsService,
    CreditsLifecycleListener,
    AdminTransactionsRepository,
    AdminTransactionsService,
  ],
  exports: [CreditsService],
})
export class CreditsModule {}
