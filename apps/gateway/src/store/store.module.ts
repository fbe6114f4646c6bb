import { Module } from '@nestjs/common';
import { ProductFilesModule } from '../product-files/product-files.module.js';
import { PromotionTrackingModule } from '../promotion/promotion-tracking.module.js';
import { StoreResolver } from './store.resolver.js';

@Module({ imports: [ProductFilesModule, PromotionTrackingModule], providers: [StoreResolver] })
export class StoreModule {}
