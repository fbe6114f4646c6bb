import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Result, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import { StoreProductQuery } from '../graphql/store.graphql';
import { creditsFormat, PRODUCT_LOAD_FAILED } from '../store-notices';
import { ProductActions } from './product-actions';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';

/** Answers meaning "no such product" rather than a failure to load it. */
const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'VALIDATION_FAILED']);

export const productQueryKey = (id: string, signedIn: boolean) => ['store', 'product', id, signedIn] as const;

/** Spec §2 /product/{id}: picture, name, description, 'Ce que vous obtenez', price and the buy or download button. */
export function ProductPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const product = useQuery({
    queryKey: productQueryKey(id, signedIn),
    queryFn: ({ signal }) => graphqlRequest(StoreProductQuery, { id }, { signal }),
    select: (data) => data.storeProduct,
    // Whether the product was bought depends on who asks: wait for the session.
    enabled: session.status !== 'loading',
    retry: (count, error) =>
      !(error instanceof GraphQLRequestError && NOT_FOUND_CODES.has(error.code)) && count < 2,
  });
  const failedToLoad =
    product.isError &&
    !(product.error instanceof GraphQLRequestError && NOT_FOUND_CODES.has(product.error.code));

  useEffect(() => {
    if (failedToLoad) toast(PRODUCT_LOAD_FAILED);
  }, [failedToLoad]);

  if (session.status === 'loading' || product.isPending) return <PageLoading />;
  if (product.isError) return <ProductNotFound />;

  const item = product.data;
  return (
    <Row gutter={[32, 24]}>
      <Col xs={24} md={12}>
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
      </Col>
      <Col xs={24} md={12}>
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
          {creditsFormat.format(item.creditsPrice)} crédits
        </Typography.Paragraph>
        <ProductActions product={item} signedIn={signedIn} />
      </Col>
    </Row>
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
