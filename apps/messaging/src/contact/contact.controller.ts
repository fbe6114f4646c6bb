import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type ContactMessageDto,
  type ContactMessageInputDto,
  type ContactMessagesPageDto,
  type ContactMessagesQuery,
  MessagingContactRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ContactService } from './contact.service.js';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @RpcHandler(MessagingContactRpc.send)
  send(@Payload() { data }: RpcEnvelope<ContactMessageInputDto>): Promise<{ id: string }> {
    return this.contact.send(data);
  }

  @RpcHandler(MessagingContactRpc.list)
  list(@Payload() { actor, data }: RpcEnvelope<ContactMessagesQuery>): Promise<ContactMessagesPageDto> {
    return this.contact.list(actor, data);
  }

  @RpcHandler(MessagingContactRpc.markRead)
  markRead(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<ContactMessageDto> {
    return this.contact.markRead(actor, data.id);
  }

  @RpcHandler(MessagingContactRpc.delete)
  delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ id: string }> {
    return this.contact.delete(actor, data.id);
  }
}
