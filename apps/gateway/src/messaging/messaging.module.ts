import { Module } from '@nestjs/common';
import { MessagingResolver } from './messaging.resolver.js';

@Module({ providers: [MessagingResolver] })
export class MessagingModule {}
