import type { TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';

/** Wait after the last key before asking the server (spec §9 uses 300 ms for live searches). */
export const SEARCH_DELAY_MS = 300;

export const ADMIN_PAGE_SIZES = [20, 50, 100];

/**
 * The term the server-side admin lists search for: the box's text, trimmed, once typing pauses,
 * so a slow connection is not sent one request per key.
 */
export function useServerSearch(search: string): string {
  const term = search.trim();
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term]);
  return settled;
}

interface ListView<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  order: 'asc' | 'desc';
}

/**
 * A list paged, sorted and searched by the server (back office §2): what to ask for, and the
 * props that let an antd Table drive it. Sortable columns use their `key` as the sort field.
 */
export function useServerList<S extends string>(defaultSort: S, search: string) {
  const q = useServerSearch(search);
  const [view, setView] = useState<ListView<S>>({ page: 1, pageSize: 20, sort: defaultSort, order: 'desc' });
  const [searched, setSearched] = useState(q);
  if (searched !== q) {
    // A new search starts at its first page.
    setSearched(q);
    setView((current) => ({ ...current, page: 1 }));
  }

  function tableProps<T>(total: number | undefined): Pick<TableProps<T>, 'pagination' | 'onChange'> {
    return {
      pagination: {
        current: view.page,
        pageSize: view.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: ADMIN_PAGE_SIZES,
        showTotal: (count) => `${count.toLocaleString('fr-FR')} au total`,
        locale: { items_per_page: '/ page' },
      },
      onChange: (pagination, _filters, sorter) => {
        const column = Array.isArray(sorter) ? sorter[0] : sorter;
        const sorted = column?.order && typeof column.columnKey === 'string';
        setView({
          page: pagination.current ?? 1,
          pageSize: pagination.pageSize ?? view.pageSize,
          sort: sorted ? (column.columnKey as S) : defaultSort,
          order: sorted && column.order === 'ascend' ? 'asc' : 'desc',
        });
      },
    };
  }

  /** The controlled sort arrow of a sortable column. */
  const sortOrderOf = (key: S): SortOrder =>
    view.sort === key ? (view.order === 'asc' ? 'ascend' : 'descend') : null;

  return { q, query: { ...view, q: q || undefined }, tableProps, sortOrderOf };
}
