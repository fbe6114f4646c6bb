import { Module } from '@nestjs/common';
import { AccountErasureListener } from './account-erasure.listener.js';
import { ConversationsController } from './conversations.controller.js';
import { ConversationsRepository } from './conversations.repository.js';
import { ConversationsService } from './conversations.service.js';
import { ProfilesDirectory } from './profiles-directory.js';

@Module({
  controllers: [ConversationsController],
  providers: [ConversationsService, ConversationsRepository, ProfilesDirectory, AccountErasureListener],
})
export class ConversationsModule {}
