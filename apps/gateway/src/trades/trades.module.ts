import { Module } from '@nestjs/common';
import { TradesResolver } from './trades.resolver.js';

@Module({ providers: [TradesResolver] })
export class TradesModule {}
