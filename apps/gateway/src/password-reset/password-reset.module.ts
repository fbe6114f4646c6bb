import { Module } from '@nestjs/common';
import { PasswordResetResolver } from './password-reset.resolver.js';

@Module({ providers: [PasswordResetResolver] })
export class PasswordResetModule {}
