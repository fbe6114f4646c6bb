import { Module } from '@nestjs/common';
import { SecurityController } from './security.controller.js';
import { SecurityRepository } from './security.repository.js';
import { SecurityService } from './security.service.js';

@Module({ controllers: [SecurityController], providers: [SecurityService, SecurityRepository] })
export class SecurityModule {}
