import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatInteger } from '../../../shared/format/integer';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { useDeferredQueryData } from '../../../shared/query/use-deferred-query-data';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import { StoreProductQuery } from '../graphql/store.graphql';
import { PRODUCT_LOAD_FAILED } from '../store-notices';
import { ProductActions } from './product-actions';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';
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
            style={{ width: '100%', height: 'auto', borderRadius: 8 }}
          />
        )}
      </div>
      <div>
        <Typography.Title level={1}>{item.name}</Typography.Title>
        {item.description && <Typography.Paragraph>{item.description}</Typography.Paragraph>}
        {item.features.length > 0 && (
          <Card title="Ce que vous obtenez" size="small" style={{ marginBottom: 16 }}>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {item.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Card>
        )}
        <Typography.Paragraph strong style={{ fontSize: 20 }}>
          {formatInteger(item.creditsPrice)} crédits
        </Typography.Paragraph>
        <ProductActions product={item} signedIn={signedIn} />
      </div>
    </div>
  );
}

function ProductNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Produit introuvable"
      extra={
        <Button type="primary" onClick={() => void navigate('/store')}>
          Retour à la boutique
        </Button>
      }
    />
  );
}
