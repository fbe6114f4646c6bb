import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

@ObjectType({ description: 'A digital product of the store, as listed on the home page.' })
export class StoreProduct {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Int, { description: 'Price in credits.' })
  creditsPrice!: number;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field({ description: "An external campaign promotes it: listed first and marked 'Sponsorisé'." })
  sponsored!: boolean;
}

export enum ProductType {
  digital_product = 'digital_product',
  physical_product = 'physical_product',
  credit_pack = 'credit_pack',
}
registerEnumType(ProductType, { name: 'ProductType' });

export enum PurchaseStatus {
  purchased = 'purchased',
  already_purchased = 'already_purchased',
}
registerEnumType(PurchaseStatus, {
  name: 'PurchaseStatus',
  description: 'purchased (also for a retry with the same key); already_purchased: owned, nothing spent.',
});

@ObjectType({ description: 'A product page (/product/{id}).' })
export class ProductDetail {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => ProductType)
  type!: ProductType;

  @Field(() => Int, { description: 'Price in credits (in F CFA for a credit pack).' })
  creditsPrice!: number;

  @Field(() => [String], { description: "'Ce que vous obtenez' (a pack's first one is its credits)." })
  features!: string[];

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field({ description: 'Whether a file comes with it (downloaded from /downloads/products/{id}).' })
  hasFile!: boolean;

  @Field()
  createdAt!: string;
}

@ObjectType()
export class StoreProductPage extends ProductDetail {
  @Field({ description: 'Whether the signed-in person owns it (false for a visitor).' })
  purchased!: boolean;
}

@ObjectType({ description: 'A product as the back office edits it.' })
export class AdminProduct extends ProductDetail {
  @Field(() => String, { nullable: true, description: 'Private storage key of the paid file.' })
  fileKey!: string | null;

  @Field(() => String, { nullable: true })
  fileType!: string | null;
}

@ObjectType()
export class PurchaseResult {
  @Field(() => ID)
  productId!: string;

  @Field(() => PurchaseStatus)
  status!: PurchaseStatus;

  @Field(() => Int, { description: 'The balance after the buy.' })
  balance!: number;
}

@InputType({ description: 'A digital or physical product (back office §5: name and integer price).' })
export class ProductInput {
  @Field(() => ProductType)
  type!: ProductType;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int)
  creditsPrice!: number;

  @Field(() => String, { nullable: true, description: 'Empty: the stock image (digital products).' })
  imageUrl?: string | null;

  @Field(() => [String], { nullable: true })
  features?: string[] | null;

  @Field(() => String, { nullable: true, description: 'From POST /product-files/file.' })
  fileKey?: string | null;

  @Field(() => String, { nullable: true })
  fileType?: string | null;
}

@InputType({
  description: "A credit pack: credits and price in F CFA, integers above 0 ('Données invalides').",
})
export class CreditPackInput {
  @Field(() => Int)
  credits!: number;

  @Field(() => Int, { description: 'Price in F CFA.' })
  price!: number;

  @Field(() => String, { nullable: true, description: "Empty: 'Pack {n} crédits'." })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}
