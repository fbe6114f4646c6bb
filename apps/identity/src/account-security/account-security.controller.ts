import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type ChangePassword,
  type DeviceSession,
  IdentityAccountSecurityRpc,
  type RequestEmailChange,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { AccountSecurityService } from './account-security.service.js';

@Controller()
export class AccountSecurityController {
  constructor(private readonly security: AccountSecurityService) {}

  @RpcHandler(IdentityAccountSecurityRpc.changePassword)
  changePassword(
    @Payload() { actor, data }: RpcEnvelope<ChangePassword>,
  ): Promise<{ endedSessions: number }> {
    return this.security.changePassword(actor, data);
  }

  @RpcHandler(IdentityAccountSecurityRpc.requestEmailChange)
  requestEmailChange(
    @Payload() { actor, data }: RpcEnvelope<RequestEmailChange>,
  ): Promise<{ message: string }> {
    return this.security.requestEmailChange(actor, data);
  }

  @RpcHandler(IdentityAccountSecurityRpc.confirmEmailChange)
  confirmEmailChange(@Payload() { data }: RpcEnvelope<{ token: string }>): Promise<{ email: string }> {
    return this.security.confirmEmailChange(data.token);
  }

  @RpcHandler(IdentityAccountSecurityRpc.listSessions)
  listSessions(
    @Payload() { actor, data }: RpcEnvelope<{ currentSessionId?: string }>,
  ): Promise<{ sessions: DeviceSession[] }> {
    return this.security.listSessions(actor, data.currentSessionId);
  }

  @RpcHandler(IdentityAccountSecurityRpc.endSessions)
  endSessions(
    @Payload() { actor, data }: RpcEnvelope<{ sessionId: string } | { all: true }>,
  ): Promise<{ ended: number }> {
    return this.security.endSessions(actor, data);
  }
}
