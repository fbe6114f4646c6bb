import type { QueryKey } from '@tanstack/react-query';
import type { StoreCatalogueQuery } from '../graphql/generated/graphql';
import { STORE_CATALOGUE_KEY } from '../modules/store/graphql/store.graphql';

/** A query's answer, as the server would send it, under the key the page asks it with. */
export interface QuerySample {
  queryKey: QueryKey;
  data: unknown;
}

/** One product, sponsored, with a picture: every part a store card can draw. */
const STORE_CATALOGUE: StoreCatalogueQuery = {
  storeProducts: [
    {
      id: 'sample',
      name: 'Guide',
      description: 'Un guide.',
      creditsPrice: 10,
      imageUrl: '/files/sample.webp',
      sponsored: true,
    },
  ],
};

/**
 * For each pre-rendered page whose content comes from a query, one made-up answer of each: the
 * build draws the page with them once, throws that HTML away and keeps the styles of the antd
 * components it drew (src/prerender.tsx). The page's head then already holds the styles of its
 * loaded state, and a phone does not compute them while the list appears.
 */
export const PRERENDER_SAMPLES: Readonly<Record<string, readonly QuerySample[]>> = {
  '/store': [{ queryKey: STORE_CATALOGUE_KEY, data: STORE_CATALOGUE }],
};
