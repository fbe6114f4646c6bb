import { Module } from '@nestjs/common';
import { AccountDeletionController } from './account-deletion.controller.js';
import { AccountDeletionRepository } from './account-deletion.repository.js';
import { AccountDeletionService } from './account-deletion.service.js';

@Module({
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService, AccountDeletionRepository],
})
export class AccountModule {}
