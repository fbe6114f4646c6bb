import { Module } from '@nestjs/common';
import { SecurityRepository } from '../security/security.repository.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountSecurityController } from './account-security.controller.js';
import { AccountSecurityRepository } from './account-security.repository.js';
import { AccountSecurityService } from './account-security.service.js';

/** The signed-in person's password, address and devices (the security section of /profile). */
@Module({
  imports: [SessionsModule],
  controllers: [AccountSecurityController],
  providers: [AccountSecurityService, AccountSecurityRepository, SecurityRepository],
})
export class AccountSecurityModule {}
