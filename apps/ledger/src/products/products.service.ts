import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type AdminProductDto,
  type CreditPackDto,
  type CreditPackInputData,
  DEFAULT_PRODUCT_IMAGE_URL,
  ErrorCode,
  type ProductDeletionDto,
  type ProductDetailDto,
  type ProductInputData,
  type ProductType,
  type ProductUpdateDto,
  type StoreProductDetailDto,
  type StoreProductDto,
} from '@liggeey/contracts';
import { DomainException, EventPublisher, recordAdminAction, requireAdmin } from '@liggeey/service-kit';
import { type Product } from '../generated/prisma/client.js';
import { type ProductData, ProductsRepository } from './products.repository.js';

const PACK_NOT_FOUND = 'Pack de crédits introuvable.';
const PRODUCT_NOT_FOUND = 'Produit introuvable';

/** The store catalogue as visitors see it, and as the back office edits it. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly repository: ProductsRepository,
    private readonly events: EventPublisher,
  ) {}

  /** Public: sponsored, then the latest digital products (the contract bounds the limit to 1..50). */
  async storeProducts(limit: number): Promise<StoreProductDto[]> {
    const products = await this.repository.digitalForStore(limit);
    return products.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      creditsPrice: product.credits_price,
      imageUrl: product.image_url,
      sponsored: product.sponsored,
    }));
  }

  /** Public: credit packs cheapest first; a pack whose credits cannot be read is left out. */
  async creditPacks(): Promise<CreditPackDto[]> {
    const packs = await this.repository.creditPacksByPrice();
    return packs.map(toCreditPack).filter((pack) => pack !== null);
  }

  async creditPack(id: string): Promise<CreditPackDto> {
    const product = await this.repository.findById(id);
    const pack = product?.type === 'credit_pack' ? toCreditPack(product) : null;
    if (!pack) throw new DomainException(ErrorCode.NotFound, PACK_NOT_FOUND);
    return pack;
  }

  /** Public: a digital product's page (spec §2 /product/{id}). */
  async product(id: string): Promise<StoreProductDetailDto> {
    const product = await this.repository.findById(id);
    if (product?.type !== 'digital_product') throw new DomainException(ErrorCode.NotFound, PRODUCT_NOT_FOUND);
    return { ...toDetail(product), sponsored: await this.repository.isSponsored(id) };
  }

  async adminList(actor: Actor | null, type: ProductType): Promise<AdminProductDto[]> {
    requireAdmin(actor);
    return (await this.repository.listByType(type)).map(toAdmin);
  }

  async create(actor: Actor | null, input: ProductInputData): Promise<AdminProductDto> {
    requireAdmin(actor);
    const product = await this.repository.create(input.type, productData(input));
    await this.record(actor, 'created', product);
    return toAdmin(product);
  }

  /** A replaced file goes (buyers download the new one from now on); so does a replaced picture. */
  async update(actor: Actor | null, id: string, input: ProductInputData): Promise<ProductUpdateDto> {
    requireAdmin(actor);
    const change = await this.repository.update(id, input.type, productData(input));
    if (!change) throw new DomainException(ErrorCode.NotFound, PRODUCT_NOT_FOUND);
    const { before, after } = change;
    await this.record(actor, 'updated', after);
    return {
      product: toAdmin(after),
      replacedFileKey: before.fileUrl !== after.fileUrl ? before.fileUrl : null,
      replacedImageUrl: before.imageUrl !== after.imageUrl ? before.imageUrl : null,
    };
  }

  async saveCreditPack(
    actor: Actor | null,
    id: string | undefined,
    input: CreditPackInputData,
  ): Promise<AdminProductDto> {
    requireAdmin(actor);
    const data = creditPackData(input);
    const pack = id
      ? (await this.repository.update(id, 'credit_pack', data))?.after
      : await this.repository.create('credit_pack', data);
    if (!pack) throw new DomainException(ErrorCode.NotFound, PACK_NOT_FOUND);
    await this.record(actor, id ? 'updated' : 'created', pack);
    return toAdmin(pack);
  }

  /** Back office: removes the product and tells the gateway which stored files to remove. */
  async remove(actor: Actor | null, id: string): Promise<ProductDeletionDto> {
    requireAdmin(actor);
    const removal = await this.repository.remove(id);
    if (removal.outcome === 'not_found') throw new DomainException(ErrorCode.NotFound, PRODUCT_NOT_FOUND);
    await this.record(actor, 'deleted', removal.product);
    // Hidden: the buyers still download the file, so it stays.
    if (removal.outcome === 'hidden') return { id, removedFileKey: null, removedImageUrl: null };
    return { id, removedFileKey: removal.product.fileUrl, removedImageUrl: removal.product.imageUrl };
  }

  /** Packs and products share a table, but to an admin they are two kinds of things. */
  private record(actor: Actor, change: 'created' | 'updated' | 'deleted', product: Product): Promise<void> {
    const targetType = product.type === 'credit_pack' ? 'credit-pack' : 'product';
    return recordAdminAction(this.events, actor, {
      action: `${targetType}.${change}`,
      targetType,
      targetId: product.id,
      summary: product.name,
    });
  }
}

/** Back office §2: a digital product without a picture gets the stock one; only it has a file. */
function productData(input: ProductInputData): ProductData {
  const digital = input.type === 'digital_product';
  return {
    name: input.name,
    description: input.description,
    creditsPrice: input.creditsPrice,
    features: input.features,
    imageUrl: input.imageUrl ?? (digital ? DEFAULT_PRODUCT_IMAGE_URL : null),
    fileUrl: digital ? input.fileKey : null,
    fileType: digital && input.fileKey ? input.fileType : null,
  };
}

/** Back office §2: 'Pack {n} crédits' and its description by default; the credits are the first feature. */
function creditPackData({ credits, price, name, description }: CreditPackInputData): ProductData {
  return {
    name: name ?? `Pack ${credits} crédits`,
    description: description ?? `Pack de ${credits} crédits pour recharger votre compte.`,
    creditsPrice: price,
    features: [String(credits)],
    imageUrl: null,
    fileUrl: null,
    fileType: null,
  };
}

function toDetail(product: Product): ProductDetailDto {
  const { id, name, description, type, creditsPrice, features, imageUrl, fileUrl, createdAt } = product;
  return {
    id,
    name,
    description,
    type,
    creditsPrice,
    features,
    imageUrl,
    hasFile: fileUrl !== null,
    createdAt: createdAt.toISOString(),
  };
}

function toAdmin(product: Product): AdminProductDto {
  return { ...toDetail(product), fileKey: product.fileUrl, fileType: product.fileType };
}

/** A pack stores its price in F CFA as `creditsPrice` and its credits as the first feature. */
function toCreditPack({ id, name, description, creditsPrice, features }: Product): CreditPackDto | null {
  const credits = Number(features[0]);
  if (!Number.isSafeInteger(credits) || credits <= 0 || creditsPrice <= 0) return null;
  return { id, name, description, price: creditsPrice, credits };
}
