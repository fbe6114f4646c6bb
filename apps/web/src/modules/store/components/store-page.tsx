import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatInteger } from '../../../shared/format/integer';
import { graphqlRequest } from '../../../shared/graphql/client';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';
import { useDeferredQueryData } from '../../../shared/query/use-deferred-query-data';
import { LoadFailed } from '../../../shared/ui/load-failed';
import ui from '../../../shared/ui/plain-ui.module.css';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import {
  MyPurchasedProductIdsQuery,
  STORE_CATALOGUE_KEY,
  STORE_PAGE_SIZE,
  StoreCatalogueQuery,
} from '../graphql/store.graphql';
import { LIST_NOTICES } from '../store-notices';
import { ProductActions } from './product-actions';
import styles from './store-page.module.css';

/** Pictures on a phone's first screen: fetched at once rather than when the layout reaches them. */
const FIRST_SCREEN_PICTURES = 1;

/**
 * Spec §2 /store: the digital products (those a campaign promotes first, 'Sponsorisé'), each
 * leading to its page, bought or downloaded from here too. Plain elements rather than antd's: a
 * public page that a slow phone shows and hydrates quickly.
 */
export function StorePage() {
  const signedIn = useSession().status === 'signedIn';
  const query = useQuery({
    queryKey: STORE_CATALOGUE_KEY,
    queryFn: ({ signal }) => graphqlRequest(StoreCatalogueQuery, { limit: STORE_PAGE_SIZE }, { signal }),
    select: (data) => data.storeProducts,
  });
  const products = useDeferredQueryData(query);
  const owned = useQuery({
    queryKey: ['store', 'owned'],
    enabled: signedIn,
    queryFn: ({ signal }) => graphqlRequest(MyPurchasedProductIdsQuery, undefined, { signal }),
    select: (data) => new Set(data.myPurchasedProductIds),
  });

  return (
    <>
      <h1 className={ui.h1}>Boutique</h1>
      <h2 className={ui.h2}>Se Former</h2>
      <p className={ui.paragraph}>
        Guides et formations pour progresser dans votre métier, payés en crédits.
      </p>
      {products.isPending && <PageLoading />}
      {products.isError && (
        <LoadFailed message="Impossible de charger les produits." onRetry={() => void query.refetch()} />
      )}
      {products.data?.length === 0 && (
        <p role="status" className={`${ui.paragraph} ${styles.empty}`}>
          Aucun produit pour le moment.
        </p>
      )}
      <ul className={styles.grid}>
        {products.data?.map((product, index) => (
          <li key={product.id} className={styles.card}>
            {product.imageUrl && (
              <DataSavingImage
                src={product.imageUrl}
                alt=""
                width={400}
                height={300}
                className={styles.cover}
                sizes="(max-width: 575px) 100vw, (max-width: 991px) 50vw, 33vw"
                {...(index < FIRST_SCREEN_PICTURES && { loading: 'eager', fetchPriority: 'high' })}
              />
            )}
            <div className={styles.body}>
              {product.sponsored && <span className={`${ui.tag} ${styles.sponsored}`}>Sponsorisé</span>}
              <h2 className={styles.name}>
                <Link to={`/product/${encodeURIComponent(product.id)}`}>{product.name}</Link>
              </h2>
              {product.description && (
                <p className={`${ui.paragraph} ${styles.description}`}>{product.description}</p>
              )}
              <p className={ui.paragraph}>
                <strong>{formatInteger(product.creditsPrice)} crédits</strong>
              </p>
              {/* Signed in, the button waits for what the person owns: no 'Acheter' on a bought product. */}
              {(!signedIn || owned.isSuccess) && (
                <ProductActions
                  product={{ ...product, purchased: owned.data?.has(product.id) ?? false, hasFile: true }}
                  signedIn={signedIn}
                  notices={LIST_NOTICES}
                  size="middle"
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
