import { Module } from '@nestjs/common';
import { SecurityResolver } from './security.resolver.js';

@Module({ providers: [SecurityResolver] })
export class SecurityModule {}
