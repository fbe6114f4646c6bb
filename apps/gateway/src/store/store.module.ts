import { Module } from '@nestjs/common';
import { StoreResolver } from './store.resolver.js';

@Module({ providers: [StoreResolver] })
export class StoreModule {}
