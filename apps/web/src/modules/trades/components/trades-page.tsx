import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Input, Row, Skeleton, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../../shared/forms/typed-before-hydration';
import { graphqlRequest } from '../../../shared/graphql/client';
import { TradeCategoriesQuery } from '../graphql/trade-categories.query';
import { filterTradeCategories } from '../trade-catalogue';
import { TradeDetail } from './trade-detail';
import styles from './trades-page.module.css';

// Below this width the card sits under the whole list (antd's lg breakpoint, as in the Row below).
const STACKED_QUERY = '(max-width: 991px)';

/** On a phone the card is out of sight under the list: bring it up once it shows the chosen trade. */
function showDetail(detail: HTMLElement | null) {
  if (!detail || !window.matchMedia(STACKED_QUERY).matches) return;
  requestAnimationFrame(() => detail.scrollIntoView({ behavior: 'smooth', block: 'start' }));
}

/** /metiers ('Un Univers de Talents', spec §2): the six categories, a trade search and the chosen trade's card. */
export function TradesPage() {
  const [search, setSearch] = useState('');
  const [chosenName, setChosenName] = useState<string>();
  const detailHeadingId = useId();
  const searchId = useId();
  const detailRef = useRef<HTMLElement>(null);
  // The page comes pre-rendered: a visitor may type a trade before its code is there.
  useTypedBeforeHydration(searchId, setSearch);
  const categories = useQuery({
    queryKey: ['trade-categories'],
    queryFn: ({ signal }) => graphqlRequest(TradeCategoriesQuery, undefined, { signal }),
    select: (data) => data.tradeCategories,
  });

  const shown = filterTradeCategories(categories.data ?? [], search);
  const chosen = categories.data
    ?.flatMap((category) => category.trades)
    .find((trade) => trade.name === chosenName);

  return (
    <>
      <Typography.Title level={1}>Un Univers de Talents</Typography.Title>
      <Typography.Paragraph className={styles.intro}>
        Découvrez les métiers de nos professionnels, leurs compétences et les salaires pratiqués, puis trouvez
        la bonne personne.
      </Typography.Paragraph>

      <div role="search" className={styles.search}>
        <Input
          id={searchId}
          type="search"
          aria-label="Rechercher un métier"
          placeholder="Rechercher un métier (ex. Électricien)"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {categories.isError ? (
        <Alert
          type="error"
          showIcon
          title="Impossible de charger les métiers."
          action={<Button onClick={() => void categories.refetch()}>Réessayer</Button>}
        />
      ) : categories.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={14}>
            <div className={styles.categories}>
              {shown.length === 0 && (
                <Typography.Paragraph role="status">
                  Aucun métier ne correspond à votre recherche.
                </Typography.Paragraph>
              )}
              {shown.map((category) => (
                <section key={category.name} aria-label={category.name}>
                  <Typography.Title level={2}>{category.name}</Typography.Title>
                  <ul className={styles.tradeList}>
                    {category.trades.map((trade) => (
                      <li key={trade.name}>
                        <Button
                          type={trade.name === chosenName ? 'primary' : 'default'}
                          aria-pressed={trade.name === chosenName}
                          onClick={() => {
                            setChosenName(trade.name);
                            showDetail(detailRef.current);
                          }}
                        >
                          {trade.name}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </Col>
          <Col xs={24} lg={10}>
            <section
              ref={detailRef}
              aria-labelledby={detailHeadingId}
              aria-live="polite"
              className={styles.detail}
            >
              {chosen ? (
                <TradeDetail trade={chosen} headingId={detailHeadingId} />
              ) : (
                <Card>
                  <Typography.Title level={2} id={detailHeadingId} className={styles.detailTitle}>
                    Fiche métier
                  </Typography.Title>
                  <Typography.Paragraph>
                    Choisissez un métier pour voir sa description, ses compétences et son salaire moyen.
                  </Typography.Paragraph>
                </Card>
              )}
            </section>
          </Col>
        </Row>
      )}
    </>
  );
}
