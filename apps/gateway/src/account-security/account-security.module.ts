import { Module } from '@nestjs/common';
import { AccountSecurityResolver } from './account-security.resolver.js';

@Module({ providers: [AccountSecurityResolver] })
export class AccountSecurityModule {}
