import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AssistantFaqRpc, type FaqDto, type FaqInputDto, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { FaqService } from './faq.service.js';

@Controller()
export class FaqController {
  constructor(private readonly faqs: FaqService) {}

  @RpcHandler(AssistantFaqRpc.list)
  list(): Promise<FaqDto[]> {
    return this.faqs.list();
  }

  @RpcHandler(AssistantFaqRpc.adminList)
  adminList(@Payload() { actor }: RpcEnvelope<object>): Promise<FaqDto[]> {
    return this.faqs.adminList(actor);
  }

  @RpcHandler(AssistantFaqRpc.create)
  create(@Payload() { actor, data }: RpcEnvelope<{ input: FaqInputDto }>): Promise<FaqDto> {
    return this.faqs.create(actor, data.input);
  }

  @RpcHandler(AssistantFaqRpc.update)
  update(@Payload() { actor, data }: RpcEnvelope<{ id: string; input: FaqInputDto }>): Promise<FaqDto> {
    return this.faqs.update(actor, data.id, data.input);
  }

  @RpcHandler(AssistantFaqRpc.delete)
  async delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ deleted: true }> {
    await this.faqs.delete(actor, data.id);
    return { deleted: true };
  }
}
