import { graphql } from '../../../graphql/document';

export const STORE_CATALOGUE_KEY = ['store', 'catalogue'] as const;

/** The catalogue is small; one page of the largest size the server allows. */
export const STORE_PAGE_SIZE = 50;

export const StoreCatalogueQuery = graphql(`
  query StoreCatalogue($limit: Int) {
    storeProducts(limit: $limit) {
      id
      name
      description
      creditsPrice
      imageUrl
      sponsored
    }
  }
`);

/** Signed in only: which products of the list show 'Télécharger'. */
export const MyPurchasedProductIdsQuery = graphql(`
  query MyPurchasedProductIds {
    myPurchasedProductIds
  }
`);

export const StoreProductQuery = graphql(`
  query StoreProduct($id: ID!) {
    storeProduct(id: $id) {
      id
      name
      description
      creditsPrice
      features
      imageUrl
      hasFile
      purchased
    }
  }
`);

export const BuyProductMutation = graphql(`
  mutation BuyProduct($productId: ID!, $idempotencyKey: String!) {
    buyProduct(productId: $productId, idempotencyKey: $idempotencyKey) {
      productId
      status
      balance
    }
  }
`);

export const AdminProductsQuery = graphql(`
  query AdminProducts($type: ProductType!) {
    adminProducts(type: $type) {
      id
      name
      description
      type
      creditsPrice
      features
      imageUrl
      hasFile
      fileKey
      fileType
      createdAt
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
    }
  }
`);

export const SaveCreditPackMutation = graphql(`
  mutation SaveCreditPack($id: ID, $input: CreditPackInput!) {
    saveCreditPack(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

export const AdminWelcomeBonusQuery = graphql(`
  query AdminWelcomeBonus {
    adminSettingsWelcomeBonus {
      credits
    }
  }
`);

export const SetWelcomeBonusMutation = graphql(`
  mutation SetWelcomeBonus($credits: Int!) {
    setWelcomeBonus(credits: $credits) {
      credits
    }
  }
`);
