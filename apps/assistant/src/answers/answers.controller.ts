import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type AskRequest, AssistantAskRpc, type AssistantAnswer, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { AnswersService } from './answers.service.js';

@Controller()
export class AnswersController {
  constructor(private readonly answers: AnswersService) {}

  @RpcHandler(AssistantAskRpc.ask)
  ask(@Payload() { actor, data }: RpcEnvelope<AskRequest>): Promise<AssistantAnswer> {
    return this.answers.ask(actor, data);
  }
}
