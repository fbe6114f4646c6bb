import { Injectable } from '@nestjs/common';
import { type StoreProductDto } from '@liggeey/contracts';
import { ProductsRepository } from './products.repository.js';

/** The store catalogue as visitors see it. */
@Injectable()
export class ProductsService {
  constructor(private readonly repository: ProductsRepository) {}

  /** Public: the latest digital products (the contract bounds the limit to 1..50). */
  async storeProducts(limit: number): Promise<StoreProductDto[]> {
    const products = await this.repository.digitalNewestFirst(limit);
    return products.map(({ id, name, description, creditsPrice, imageUrl }) => ({
      id,
      name,
      description,
      creditsPrice,
      imageUrl,
    }));
  }
}
