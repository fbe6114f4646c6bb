import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type AdminAccountDto, IdentityAdminRpc, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { AdminAccountsService } from './admin-accounts.service.js';

@Controller()
export class AdminAccountsController {
  constructor(private readonly admin: AdminAccountsService) {}

  @RpcHandler(IdentityAdminRpc.accounts)
  accounts(@Payload() { actor, data }: RpcEnvelope<{ ids: string[] }>): Promise<AdminAccountDto[]> {
    return this.admin.accounts(actor, data.ids);
  }

  @RpcHandler(IdentityAdminRpc.suspend)
  suspend(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<AdminAccountDto> {
    return this.admin.suspend(actor, data.id);
  }

  @RpcHandler(IdentityAdminRpc.reactivate)
  reactivate(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<AdminAccountDto> {
    return this.admin.reactivate(actor, data.id);
  }

  @RpcHandler(IdentityAdminRpc.delete)
  delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ deleted: true }> {
    return this.admin.delete(actor, data.id);
  }
}
