import { Module } from '@nestjs/common';
import { AdminDashboardResolver } from './admin-dashboard.resolver.js';

@Module({ providers: [AdminDashboardResolver] })
export class AdminDashboardModule {}
