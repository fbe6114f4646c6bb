import { Module } from '@nestjs/common';
import { AccountsResolver } from './accounts.resolver.js';

@Module({ providers: [AccountsResolver] })
export class AccountsModule {}
