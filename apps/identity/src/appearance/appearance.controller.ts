import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentityAppearanceRpc, type LoginImageDto, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { AppearanceService } from './appearance.service.js';

@Controller()
export class AppearanceController {
  constructor(private readonly appearance: AppearanceService) {}

  @RpcHandler(IdentityAppearanceRpc.setLoginImage)
  setLoginImage(@Payload() { actor, data }: RpcEnvelope<LoginImageDto>): Promise<LoginImageDto> {
    return this.appearance.setLoginImage(actor, data);
  }
}
