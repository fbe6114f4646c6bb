import { ProductCatalogueAdmin } from './products-admin-page-catalogue';

/** Back office Digital products: the store's paid files, sold for credits. */
export function DigitalProductsAdminPage() {
  return <ProductCatalogueAdmin type="digital_product" title="Produits digitaux" />;
}
