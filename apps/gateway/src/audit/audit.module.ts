import { Module } from '@nestjs/common';
import { AuditResolver } from './audit.resolver.js';

@Module({ providers: [AuditResolver] })
export class AuditModule {}
