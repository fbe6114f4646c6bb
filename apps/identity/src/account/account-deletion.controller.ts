import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentityRpc, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { AccountDeletionService } from './account-deletion.service.js';

@Controller()
export class AccountDeletionController {
  constructor(private readonly deletions: AccountDeletionService) {}

  @RpcHandler(IdentityRpc.deleteAccount)
  deleteAccount(@Payload() { actor, data }: RpcEnvelope<{ password: string }>): Promise<{ deleted: true }> {
    return this.deletions.deleteOwnAccount(actor, data.password);
  }
}
