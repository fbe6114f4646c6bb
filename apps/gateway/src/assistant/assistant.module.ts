import { Module } from '@nestjs/common';
import { AssistantResolver } from './assistant.resolver.js';

@Module({ providers: [AssistantResolver] })
export class AssistantModule {}
