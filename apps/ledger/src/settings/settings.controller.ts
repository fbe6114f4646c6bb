import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { LedgerSettingsRpc, type RpcEnvelope, type WelcomeBonusDto } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { SettingsService } from './settings.service.js';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @RpcHandler(LedgerSettingsRpc.welcomeBonus)
  welcomeBonus(@Payload() { actor }: RpcEnvelope<Record<string, never>>): Promise<WelcomeBonusDto> {
    return this.settings.welcomeBonus(actor);
  }

  @RpcHandler(LedgerSettingsRpc.setWelcomeBonus)
  setWelcomeBonus(@Payload() { actor, data }: RpcEnvelope<WelcomeBonusDto>): Promise<WelcomeBonusDto> {
    return this.settings.setWelcomeBonus(actor, data);
  }
}
