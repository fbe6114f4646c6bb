import { requestBody } from '../shared/graphql/early-requests';
import { STORE_PAGE_SIZE, StoreCatalogueQuery } from '../modules/store/graphql/store.graphql';

/**
 * The public queries a pre-rendered page sends from its HTML (vite-plugins/prerender.ts): their
 * answer is on its way while the page's code downloads, instead of leaving once it has run. The
 * store's catalogue is its largest paint, the products' pictures.
 */
export const EARLY_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/store': [requestBody(StoreCatalogueQuery, { limit: STORE_PAGE_SIZE })],
};
