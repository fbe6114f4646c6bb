import { Module } from '@nestjs/common';
import { AdminUsersResolver } from './admin-users.resolver.js';

@Module({ providers: [AdminUsersResolver] })
export class AdminUsersModule {}
