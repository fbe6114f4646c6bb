import { Module } from '@nestjs/common';
import { PaidActions } from '@liggeey/service-kit';
import { SuggestionsController } from './suggestions.controller.js';
import { SuggestionsService } from './suggestions.service.js';

@Module({ controllers: [SuggestionsController], providers: [SuggestionsService, PaidActions] })
export class SuggestionsModule {}
