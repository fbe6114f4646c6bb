import { Module } from '@nestjs/common';
import { NatsClientModule, PaidActions } from '@liggeey/service-kit';
import { ProfileBoostsAdminRepository } from './boosts-admin.repository.js';
import { ProfileBoostsAdminService } from './boosts-admin.service.js';
import { ProfileBoostsController } from './boosts.controller.js';
import { ProfileBoostsRepository } from './boosts.repository.js';
import { ProfileBoostsService } from './boosts.service.js';
import { ProfileCampaignWindowsListener } from './campaign-windows.listener.js';

@Module({
  imports: [NatsClientModule.forService('profiles-client')],
  controllers: [ProfileBoostsController],
  providers: [
    ProfileBoostsService,
    ProfileBoostsRepository,
    ProfileBoostsAdminService,
    ProfileBoostsAdminRepository,
    PaidActions,
    ProfileCampaignWindowsListener,
  ],
})
export class ProfileBoostsModule {}
