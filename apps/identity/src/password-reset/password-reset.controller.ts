import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  IdentityPasswordResetRpc,
  type PasswordResetCompletion,
  type PasswordResetRequest,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { PasswordResetService } from './password-reset.service.js';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @RpcHandler(IdentityPasswordResetRpc.request)
  request(@Payload() { data }: RpcEnvelope<PasswordResetRequest>): Promise<{ message: string }> {
    return this.resets.request(data);
  }

  @RpcHandler(IdentityPasswordResetRpc.complete)
  complete(@Payload() { data }: RpcEnvelope<PasswordResetCompletion>): Promise<{ reset: true }> {
    return this.resets.complete(data);
  }
}
