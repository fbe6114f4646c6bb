import { Module } from '@nestjs/common';
import { loadConfig } from '@liggeey/service-kit';
import { SecurityRepository } from '../security/security.repository.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PASSWORD_RESET_CONFIG, passwordResetConfigSchema } from './password-reset.config.js';
import { PasswordResetRepository } from './password-reset.repository.js';
import { PasswordResetService } from './password-reset.service.js';

@Module({
  controllers: [PasswordResetController],
  providers: [
    { provide: PASSWORD_RESET_CONFIG, useFactory: () => loadConfig(passwordResetConfigSchema) },
    PasswordResetService,
    PasswordResetRepository,
    SecurityRepository,
  ],
})
export class PasswordResetModule {}
