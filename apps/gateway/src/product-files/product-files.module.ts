import { Module } from '@nestjs/common';
import { ProductFilesController } from './product-files.controller.js';
import { ProductFilesService } from './product-files.service.js';

@Module({
  controllers: [ProductFilesController],
  providers: [ProductFilesService],
  exports: [ProductFilesService],
})
export class ProductFilesModule {}
