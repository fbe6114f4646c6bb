import { Module } from '@nestjs/common';
import { AiSuggestionResolver } from './ai-suggestion.resolver.js';
import { CreditsResolver } from './credits.resolver.js';

@Module({ providers: [CreditsResolver, AiSuggestionResolver] })
export class CreditsModule {}
