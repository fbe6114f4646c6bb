import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AssistantDocumentsRpc,
  type RegisterDocument,
  type RpcEnvelope,
  type TrainingDocumentDto,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { DocumentsService } from './documents.service.js';

@Controller()
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @RpcHandler(AssistantDocumentsRpc.register)
  register(@Payload() { actor, data }: RpcEnvelope<RegisterDocument>): Promise<TrainingDocumentDto> {
    return this.documents.register(actor, data);
  }

  @RpcHandler(AssistantDocumentsRpc.list)
  list(@Payload() { actor }: RpcEnvelope<object>): Promise<TrainingDocumentDto[]> {
    return this.documents.list(actor);
  }

  @RpcHandler(AssistantDocumentsRpc.delete)
  async delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ deleted: true }> {
    await this.documents.delete(actor, data.id);
    return { deleted: true };
  }
}
