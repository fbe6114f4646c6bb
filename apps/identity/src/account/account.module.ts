import { Module } from '@nestjs/common';
import { AccountDeletionController } from './account-deletion.controller.js';
import { AccountDeletionRepository } from './account-deletion.repository.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AdminAccountsController } from './admin-accounts.controller.js';
import { AdminAccountsRepository } from './admin-accounts.repository.js';
import { AdminAccountsService } from './admin-accounts.service.js';

@Module({
  controllers: [AccountDeletionController, AdminAccountsController],
  providers: [
    AccountDeletionService,
    AccountDeletionRepository,
    AdminAccountsService,
    AdminAccountsRepository,
  ],
})
export class AccountModule {}
