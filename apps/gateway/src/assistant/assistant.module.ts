import { Module } from '@nestjs/common';
import { AssistantResolver } from './assistant.resolver.js';
import { TrainingFiles } from './training-files.js';
import { TrainingUploadsController } from './training-uploads.controller.js';

@Module({ controllers: [TrainingUploadsController], providers: [AssistantResolver, TrainingFiles] })
export class AssistantModule {}
