import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  type Actor,
  ErrorCode,
  LedgerProductsRpc,
  LedgerPurchasesRpc,
  type ProductDetailDto,
  STORE_PRODUCTS_DEFAULT_LIMIT,
} from '@liggeey/contracts';
import { DomainException, NatsRpcClient } from '@liggeey/service-kit';
import { Public, Roles, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { PendingUploads } from '../file-upkeep/pending-uploads.js';
import { ProductFilesService, productFileReference } from '../product-files/product-files.service.js';
import { PromotionTracker } from '../promotion/promotion-tracker.js';
import {
  AdminProduct,
  CreditPackInput,
  ProductInput,
  ProductType,
  PurchaseResult,
  PurchaseStatus,
  StoreProduct,
  StoreProductPage,
} from './store.types.js';

@Resolver()
export class StoreResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly files: ProductFilesService,
    private readonly promotion: PromotionTracker,
    private readonly pending: PendingUploads,
  ) {}

  @Public()
  @Query(() => [StoreProduct], {
    description: 'Digital products, the sponsored ones first, then newest first (limit 1 to 50).',
  })
  async storeProducts(
    @Args('limit', { type: () => Int, nullable: true, defaultValue: STORE_PRODUCTS_DEFAULT_LIMIT })
    limit: number | null,
  ): Promise<StoreProduct[]> {
    const products = await this.rpc.request(LedgerProductsRpc.storeProducts, {
      limit: limit ?? STORE_PRODUCTS_DEFAULT_LIMIT,
    });
    this.promotion.shown(
      'product',
      products.filter((product) => product.sponsored).map((product) => product.id),
    );
    return products;
  }

  @Public()
  @Query(() => StoreProductPage, { description: "A digital product; NOT_FOUND 'Produit introuvable'." })
  async storeProduct(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor | null,
  ): Promise<StoreProductPage> {
    const [product, owned] = await Promise.all([
      this.rpc.request(LedgerProductsRpc.product, { id }),
      actor
        ? this.rpc.request(LedgerPurchasesRpc.owned, { productId: id }, { actor })
        : Promise.resolve({ purchased: false }),
    ]);
    if (product.sponsored) this.promotion.opened('product', product.id);
    return { ...toDetail(product), purchased: owned.purchased };
  }

  @SignedIn()
  @Query(() => [ID], { description: 'The products the signed-in person owns (store list buttons).' })
  async myPurchasedProductIds(@CurrentActor() actor: Actor): Promise<string[]> {
    return (await this.rpc.request(LedgerPurchasesRpc.ownedIds, {}, { actor })).productIds;
  }

  @SignedIn()
  @Mutation(() => PurchaseResult, {
    description:
      "Buys a digital product with credits, once per key; CONFLICT 'Crédits insuffisants' when short.",
  })
  async buyProduct(
    @Args('productId', { type: () => ID }) productId: string,
    @Args('idempotencyKey') idempotencyKey: string,
    @CurrentActor() actor: Actor,
  ): Promise<PurchaseResult> {
    const result = await this.rpc.request(LedgerPurchasesRpc.buy, { productId, idempotencyKey }, { actor });
    return { ...result, status: PurchaseStatus[result.status] };
  }

  @Roles('admin')
  @Query(() => [AdminProduct], {
    description: 'Products of a type (packs cheapest first, others newest first).',
  })
  async adminProducts(
    @Args('type', { type: () => ProductType }) type: ProductType,
    @CurrentActor() actor: Actor,
  ): Promise<AdminProduct[]> {
    const products = await this.rpc.request(LedgerProductsRpc.adminList, { type }, { actor });
    return products.map((product) => ({
      ...toDetail(product),
      fileKey: product.fileKey,
      fileType: product.fileType,
    }));
  }

  @Roles('admin')
  @Mutation(() => AdminProduct)
  async createProduct(
    @Args('input') input: ProductInput,
    @CurrentActor() actor: Actor,
  ): Promise<AdminProduct> {
    const product = await this.pending.attach(uploadsOf(input), () =>
      this.rpc.request(LedgerProductsRpc.adminCreate, productInput(input), { actor }),
    );
    return toAdmin(product);
  }

  @Roles('admin')
  @Mutation(() => AdminProduct)
  async updateProduct(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ProductInput,
    @CurrentActor() actor: Actor,
  ): Promise<AdminProduct> {
    const { product, replacedFileKey, replacedImageUrl } = await this.pending.attach(uploadsOf(input), () =>
      this.rpc.request(LedgerProductsRpc.adminUpdate, { id, input: productInput(input) }, { actor }),
    );
    await this.files.removeQuietly(replacedFileKey, replacedImageUrl);
    return toAdmin(product);
  }

  @Roles('admin')
  @Mutation(() => AdminProduct, { description: 'Creates (no id) or changes a credit pack.' })
  async saveCreditPack(
    @Args('id', { type: () => ID, nullable: true }) id: string | null,
    @Args('input') input: CreditPackInput,
    @CurrentActor() actor: Actor,
  ): Promise<AdminProduct> {
    const { credits, price, name, description } = input;
    return toAdmin(
      await this.rpc.request(
        LedgerProductsRpc.saveCreditPack,
        { ...(id ? { id } : {}), input: { credits, price, name, description } },
        { actor },
      ),
    );
  }

  @Roles('admin')
  @Mutation(() => Boolean, {
    description:
      'Deletes a product and its files; one that was bought is only hidden, its buyers keep the file.',
  })
  async deleteProduct(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    const removal = await this.rpc.request(LedgerProductsRpc.adminDelete, { id }, { actor });
    await this.files.removeQuietly(removal.removedFileKey, removal.removedImageUrl);
    return true;
  }
}

function productInput(input: ProductInput) {
  if (input.type === ProductType.credit_pack)
    throw new DomainException(ErrorCode.ValidationFailed, 'Un pack de crédits se gère avec saveCreditPack.');
  return {
    type: input.type,
    name: input.name,
    description: input.description ?? null,
    creditsPrice: input.creditsPrice,
    imageUrl: input.imageUrl ?? null,
    features: input.features ?? [],
    fileKey: input.fileKey ?? null,
    fileType: input.fileType ?? null,
  };
}

/** The uploads a product form hands over: its picture and its paid file. */
function uploadsOf(input: ProductInput): (string | null | undefined)[] {
  return [input.imageUrl, input.fileKey ? productFileReference(input.fileKey) : null];
}

function toDetail(product: ProductDetailDto) {
  return { ...product, type: ProductType[product.type] };
}

function toAdmin(
  product: ProductDetailDto & { fileKey: string | null; fileType: string | null },
): AdminProduct {
  return { ...toDetail(product), fileKey: product.fileKey, fileType: product.fileType };
}
