import { Module } from '@nestjs/common';
import { ProductCampaignWindowsListener } from './campaign-windows.listener.js';
import { ProductsController } from './products.controller.js';
import { ProductsRepository } from './products.repository.js';
import { ProductsService } from './products.service.js';

@Module({
  controllers: [ProductsController],
  providers: [ProductsService, ProductsRepository, ProductCampaignWindowsListener],
})
export class ProductsModule {}
