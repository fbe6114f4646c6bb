import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatInteger } from '../../../shared/format/integer';
import { graphqlRequest } from '../../../shared/graphql/client';
import { useDeferredQueryData } from '../../../shared/query/use-deferred-query-data';
import { useSession } from '../../session/hooks/use-session';
import { PageLoading } from '../../system/components/page-loading';
import {
  MyPurchasedProductIdsQuery,
  STORE_CATALOGUE_KEY,
  StoreCatalogueQuery,
} from '../graphql/store.graphql';
import { LIST_NOTICES } from '../store-notices';
import { ProductActions } from './product-actions';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';
import styles from './store-page.module.css';

/** Dark amber on light amber, as on the directory's cards: over 4.5:1. */
const SPONSORED_STYLE = { background: '#fff7e6', color: '#874d00', borderColor: '#ffd591' };

/** The catalogue is small; one page of the largest size the server allows. */
const STORE_PAGE_SIZE = 50;

/**
 * Spec §2 /store: the digital products (those a campaign promotes first, 'Sponsorisé'), each
 * leading to its page, bought or downloaded from here too.
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
      <Typography.Title level={1}>Boutique</Typography.Title>
      <Typography.Title level={2}>Se Former</Typography.Title>
      <Typography.Paragraph>
        Guides et formations pour progresser dans votre métier, payés en crédits.
      </Typography.Paragraph>
      {products.isPending && <PageLoading />}
      {products.isError && <Alert type="error" showIcon title="Impossible de charger les produits." />}
      {products.data?.length === 0 && <Empty description="Aucun produit pour le moment." />}
      <ul className={styles.grid}>
        {products.data?.map((product) => (
          <li key={product.id}>
            <Card
              cover={
                product.imageUrl ? (
                  <DataSavingImage src={product.imageUrl} alt="" width={400} height={300} />
                ) : undefined
              }
            >
              {product.sponsored && <Tag style={SPONSORED_STYLE}>Sponsorisé</Tag>}
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                <Link to={`/product/${encodeURIComponent(product.id)}`}>{product.name}</Link>
              </Typography.Title>
              {product.description && (
                <Typography.Paragraph ellipsis={{ rows: 3 }}>{product.description}</Typography.Paragraph>
              )}
              <Typography.Paragraph strong>
                {formatInteger(product.creditsPrice)} crédits
              </Typography.Paragraph>
              {/* Signed in, the button waits for what the person owns: no 'Acheter' on a bought product. */}
              {(!signedIn || owned.isSuccess) && (
                <ProductActions
                  product={{ ...product, purchased: owned.data?.has(product.id) ?? false, hasFile: true }}
                  signedIn={signedIn}
                  notices={LIST_NOTICES}
                  size="middle"
                />
              )}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
