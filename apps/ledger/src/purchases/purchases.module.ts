import { Module } from '@nestjs/common';
import { PurchasesController } from './purchases.controller.js';
import { PurchasesRepository } from './purchases.repository.js';
import { PurchasesService } from './purchases.service.js';

@Module({ controllers: [PurchasesController], providers: [PurchasesService, PurchasesRepository] })
export class PurchasesModule {}
