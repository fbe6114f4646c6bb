import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AssistantKnowledgeRpc,
  type KnowledgeEntryDto,
  type KnowledgeInputDto,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { KnowledgeService } from './knowledge.service.js';

@Controller()
export class KnowledgeController {
  constructor(private readonly knowledge: KnowledgeService) {}

  @RpcHandler(AssistantKnowledgeRpc.list)
  list(@Payload() { actor }: RpcEnvelope<object>): Promise<KnowledgeEntryDto[]> {
    return this.knowledge.list(actor);
  }

  @RpcHandler(AssistantKnowledgeRpc.create)
  create(@Payload() { actor, data }: RpcEnvelope<{ input: KnowledgeInputDto }>): Promise<KnowledgeEntryDto> {
    return this.knowledge.create(actor, data.input);
  }

  @RpcHandler(AssistantKnowledgeRpc.update)
  update(
    @Payload() { actor, data }: RpcEnvelope<{ id: string; input: KnowledgeInputDto }>,
  ): Promise<KnowledgeEntryDto> {
    return this.knowledge.update(actor, data.id, data.input);
  }

  @RpcHandler(AssistantKnowledgeRpc.delete)
  async delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ deleted: true }> {
    await this.knowledge.delete(actor, data.id);
    return { deleted: true };
  }
}
