import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatInteger } from '../../../shared/format/integer';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';
import { useDeferredQueryData } from '../../../shared/query/use-deferred-query-data';
import ui from '../../../shared/ui/plain-ui.module.css';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import { StoreProductQuery } from '../graphql/store.graphql';
import { PRODUCT_LOAD_FAILED } from '../store-notices';
import { ProductActions } from './product-actions';
import styles from './product-page.module.css';

/** Answers meaning "no such product" rather than a failure to load it. */
const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'VALIDATION_FAILED']);

export const productQueryKey = (id: string, signedIn: boolean) => ['store', 'product', id, signedIn] as const;

/** Spec §2 /product/{id}: picture, name, description, 'Ce que vous obtenez', price and the buy or download button. */
export function ProductPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const query = useQuery({
    queryKey: productQueryKey(id, signedIn),
    queryFn: ({ signal }) => graphqlRequest(StoreProductQuery, { id }, { signal }),
    select: (data) => data.storeProduct,
    // Whether the product was bought depends on who asks: wait for the session.
    enabled: session.status !== 'loading',
    retry: (count, error) =>
      !(error instanceof GraphQLRequestError && NOT_FOUND_CODES.has(error.code)) && count < 2,
  });
  const product = useDeferredQueryData(query);
  const featuresId = useId();
  const failedToLoad =
    query.isError && !(query.error instanceof GraphQLRequestError && NOT_FOUND_CODES.has(query.error.code));

  useEffect(() => {
    if (failedToLoad) toast(PRODUCT_LOAD_FAILED);
  }, [failedToLoad]);

  if (session.status === 'loading' || product.isPending) return <PageLoading />;
  if (product.isError) return <ProductNotFound />;

  const item = product.data;
  return (
    <div className={styles.layout}>
      <div>
        {item.imageUrl && (
          <DataSavingImage
            src={item.imageUrl}
            alt=""
            width={400}
            height={300}
            // The page's main picture, in the first screen: not deferred. Half the page from 768 px.
            loading="eager"
            sizes="(max-width: 767px) 100vw, 50vw"
            fetchPriority="high"
            className={styles.picture}
          />
        )}
      </div>
      <div>
        <h1 className={ui.h1}>{item.name}</h1>
        {item.description && <p className={ui.paragraph}>{item.description}</p>}
        {item.features.length > 0 && (
          <section aria-labelledby={featuresId} className={styles.features}>
            <h2 id={featuresId} className={styles.featuresTitle}>
              Ce que vous obtenez
            </h2>
            <ul className={styles.featureList}>
              {item.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        )}
        <p className={`${ui.paragraph} ${styles.price}`}>
          <strong>{formatInteger(item.creditsPrice)} crédits</strong>
        </p>
        <ProductActions product={item} signedIn={signedIn} />
      </div>
    </div>
  );
}

function ProductNotFound() {
  const navigate = useNavigate();
  return (
    <div className={styles.notFound}>
      <p className={styles.status} aria-hidden="true">
        404
      </p>
      <h1 className={`${ui.h3} ${styles.notFoundTitle}`}>Produit introuvable</h1>
      <button
        type="button"
        className={`${ui.primaryButton} ${ui.large}`}
        onClick={() => void navigate('/store')}
      >
        Retour à la boutique
      </button>
    </div>
  );
}
