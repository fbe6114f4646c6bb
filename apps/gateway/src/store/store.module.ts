import { Module } from '@nestjs/common';
import { ProductFilesModule } from '../product-files/product-files.module.js';
import { StoreResolver } from './store.resolver.js';

@Module({ imports: [ProductFilesModule], providers: [StoreResolver] })
export class StoreModule {}
