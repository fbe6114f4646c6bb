import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../../shared/forms/typed-before-hydration';
import { useDeferredQueryData } from '../../../shared/query/use-deferred-query-data';
import { LoadFailed } from '../../../shared/ui/load-failed';
import ui from '../../../shared/ui/plain-ui.module.css';
import { PageLoading } from '../../system/components/page-loading';
import { graphqlRequest } from '../../../shared/graphql/client';
import { TRADE_CATEGORIES_KEY, TradeCategoriesQuery } from '../graphql/trade-categories.query';
import { filterTradeCategories } from '../trade-catalogue';
import { TradeDetail } from './trade-detail';
import styles from './trades-page.module.css';

// Below this width the card sits under the whole list (antd's lg breakpoint, as in the page's CSS).
const STACKED_QUERY = '(max-width: 991px)';

/** On a phone the card is out of sight under the list: bring it up once it shows the chosen trade. */
function showDetail(detail: HTMLElement | null) {
  if (!detail || !window.matchMedia(STACKED_QUERY).matches) return;
  requestAnimationFrame(() => detail.scrollIntoView({ behavior: 'smooth', block: 'start' }));
}

/**
 * /metiers ('Un Univers de Talents', spec §2): the six categories, a trade search and the chosen
 * trade's card. Plain elements rather than antd's: a reading page that a slow phone shows and
 * hydrates quickly.
 */
export function TradesPage() {
  const [search, setSearch] = useState('');
  const [chosenName, setChosenName] = useState<string>();
  const detailHeadingId = useId();
  const searchId = useId();
  const detailRef = useRef<HTMLElement>(null);
  // The page comes pre-rendered: a visitor may type a trade before its code is there.
  useTypedBeforeHydration(searchId, setSearch);
  const query = useQuery({
    queryKey: TRADE_CATEGORIES_KEY,
    queryFn: ({ signal }) => graphqlRequest(TradeCategoriesQuery, undefined, { signal }),
    select: (data) => data.tradeCategories,
  });
  const categories = useDeferredQueryData(query);

  const shown = filterTradeCategories(categories.data ?? [], search);
  const chosen = categories.data
    ?.flatMap((category) => category.trades)
    .find((trade) => trade.name === chosenName);

  return (
    <>
      <h1 className={ui.h1}>Un Univers de Talents</h1>
      <p className={`${ui.paragraph} ${styles.intro}`}>
        Découvrez les métiers de nos professionnels, leurs compétences et les salaires pratiqués, puis trouvez
        la bonne personne.
      </p>

      <div role="search" className={styles.search}>
        <input
          id={searchId}
          type="search"
          className={ui.input}
          aria-label="Rechercher un métier"
          placeholder="Rechercher un métier (ex. Électricien)"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {categories.isError ? (
        <LoadFailed message="Impossible de charger les métiers." onRetry={() => void query.refetch()} />
      ) : categories.isPending ? (
        <PageLoading />
      ) : (
        <div className={styles.layout}>
          <div className={styles.categories}>
            {shown.length === 0 && (
              <p role="status" className={ui.paragraph}>
                Aucun métier ne correspond à votre recherche.
              </p>
            )}
            {shown.map((category) => (
              <section key={category.name} aria-label={category.name}>
                <h2 className={ui.h2}>{category.name}</h2>
                <ul className={styles.tradeList}>
                  {category.trades.map((trade) => (
                    <li key={trade.name}>
                      <button
                        type="button"
                        className={ui.button}
                        aria-pressed={trade.name === chosenName}
                        onClick={() => {
                          setChosenName(trade.name);
                          showDetail(detailRef.current);
                        }}
                      >
                        {trade.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <section
            ref={detailRef}
            aria-labelledby={detailHeadingId}
            aria-live="polite"
            className={`${ui.card} ${styles.detail}`}
          >
            {chosen ? (
              <TradeDetail trade={chosen} headingId={detailHeadingId} />
            ) : (
              <>
                <h2 id={detailHeadingId} className={`${ui.h2} ${styles.detailTitle}`}>
                  Fiche métier
                </h2>
                <p className={ui.paragraph}>
                  Choisissez un métier pour voir sa description, ses compétences et son salaire moyen.
                </p>
              </>
            )}
          </section>
        </div>
      )}
    </>
  );
}
