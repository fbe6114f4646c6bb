import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatInteger } from '../../../shared/format/integer';
import { graphqlRequest } from '../../../shared/graphql/client';
import { StoreProductsQuery } from '../graphql/home.graphql';
import styles from './home-page.module.css';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';

/** Spec §2: three store products, each linking to its page, and a way into the store. */
export const HOME_PRODUCT_COUNT = 3;

export function StoreProductsSection() {
  const products = useQuery({
    queryKey: ['home', 'store-products', HOME_PRODUCT_COUNT],
    queryFn: ({ signal }) => graphqlRequest(StoreProductsQuery, { limit: HOME_PRODUCT_COUNT }, { signal }),
    select: (data) => data.storeProducts,
  });
  const items = products.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="home-store">
      <h2 id="home-store" className={styles.sectionTitle}>
        La boutique
      </h2>
      {products.isPending && <p className={styles.muted}>Chargement des produits...</p>}
      {products.isError && <p className={styles.muted}>Impossible de charger les produits.</p>}
      {items.length > 0 && (
        <ul className={styles.grid}>
          {items.map((product) => (
            <li key={product.id} className={styles.card}>
              {product.imageUrl && (
                <DataSavingImage
                  src={product.imageUrl}
                  alt=""
                  width={320}
                  height={180}
                  className={styles.productImage}
                />
              )}
              <h3 className={styles.cardTitle}>
                <Link to={`/product/${encodeURIComponent(product.id)}`} className={styles.cardLink}>
                  {product.name}
                </Link>
              </h3>
              {product.description && <p className={styles.muted}>{product.description}</p>}
              <p className={styles.price}>{formatInteger(product.creditsPrice)} crédits</p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/store" className={styles.primaryLink}>
        Voir la boutique
      </Link>
    </section>
  );
}
