import { Module } from '@nestjs/common';
import { HousekeepingRepository } from './housekeeping.repository.js';
import { HousekeepingService } from './housekeeping.service.js';

@Module({ providers: [HousekeepingService, HousekeepingRepository] })
export class HousekeepingModule {}
