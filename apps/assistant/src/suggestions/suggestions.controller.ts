import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AssistantSuggestionsRpc,
  type RpcEnvelope,
  type SuggestionDto,
  type SuggestionRequest,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { SuggestionsService } from './suggestions.service.js';

@Controller()
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @RpcHandler(AssistantSuggestionsRpc.suggest)
  suggest(
    @Payload() { actor, data }: RpcEnvelope<SuggestionRequest>,
  ): Promise<{ suggestions: SuggestionDto[]; balance: number }> {
    return this.suggestions.suggest(actor, data);
  }
}
