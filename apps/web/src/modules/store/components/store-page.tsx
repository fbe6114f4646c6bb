import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { PageLoading } from '../../system/components/page-loading';
import { StoreCatalogueQuery } from '../graphql/store.graphql';
import { creditsFormat } from '../store-notices';

/** The catalogue is small; one page of the largest size the server allows. */
const STORE_PAGE_SIZE = 50;

/** Spec §2 /store: the digital products, each leading to its page. */
export function StorePage() {
  const products = useQuery({
    queryKey: ['store', 'catalogue'],
    queryFn: ({ signal }) => graphqlRequest(StoreCatalogueQuery, { limit: STORE_PAGE_SIZE }, { signal }),
    select: (data) => data.storeProducts,
  });

  return (
    <>
      <Typography.Title level={1}>Boutique</Typography.Title>
      {products.isPending && <PageLoading />}
      {products.isError && <Alert type="error" showIcon title="Impossible de charger les produits." />}
      {products.data?.length === 0 && <Empty description="Aucun produit pour le moment." />}
      <Row gutter={[16, 16]}>
        {products.data?.map((product) => (
          <Col key={product.id} xs={24} sm={12} lg={8}>
            <Card
              cover={
                product.imageUrl ? (
                  <img
                    src={product.imageUrl}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                  />
                ) : undefined
              }
            >
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                <Link to={`/product/${encodeURIComponent(product.id)}`}>{product.name}</Link>
              </Typography.Title>
              {product.description && (
                <Typography.Paragraph ellipsis={{ rows: 3 }}>{product.description}</Typography.Paragraph>
              )}
              <Typography.Text strong>{creditsFormat.format(product.creditsPrice)} crédits</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
