import { Controller } from '@nestjs/common';
import { IdentityRpc, type RpcEnvelope, type SignUpRequest } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { Payload } from '@nestjs/microservices';
import { SignUpService } from './sign-up.service.js';

@Controller()
export class SignUpController {
  constructor(private readonly signUps: SignUpService) {}

  @RpcHandler(IdentityRpc.signUp)
  signUp(
    @Payload() { data }: RpcEnvelope<SignUpRequest>,
  ): Promise<{ email: string; accountId: string; created: boolean }> {
    return this.signUps.signUp(data);
  }
}
