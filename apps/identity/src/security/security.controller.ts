import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  IdentitySecurityRpc,
  type LoginAttemptDto,
  type RpcEnvelope,
  type SecuritySettingsDto,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { SecurityService } from './security.service.js';

@Controller()
export class SecurityController {
  constructor(private readonly security: SecurityService) {}

  @RpcHandler(IdentitySecurityRpc.settings)
  settings(@Payload() { actor }: RpcEnvelope<object>): Promise<SecuritySettingsDto> {
    return this.security.settings(actor);
  }

  @RpcHandler(IdentitySecurityRpc.updateSettings)
  updateSettings(@Payload() { actor, data }: RpcEnvelope<SecuritySettingsDto>): Promise<SecuritySettingsDto> {
    return this.security.updateSettings(actor, data);
  }

  @RpcHandler(IdentitySecurityRpc.loginAttempts)
  loginAttempts(@Payload() { actor, data }: RpcEnvelope<{ limit: number }>): Promise<LoginAttemptDto[]> {
    return this.security.loginAttempts(actor, data.limit);
  }
}
