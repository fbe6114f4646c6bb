import { ProductCatalogueAdmin } from './products-admin-page-catalogue';

/** Back office Products (physical): listed and edited here; the spec has no purchase flow for them. */
export function ProductsAdminPage() {
  return <ProductCatalogueAdmin type="physical_product" title="Produits physiques" />;
}
