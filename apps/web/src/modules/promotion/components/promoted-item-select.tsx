import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { useServerSearch } from '../../admin/server-list';
import {
  PromotableJobsQuery,
  PromotableProductsQuery,
  PromotableProfilesQuery,
} from '../graphql/promotion.graphql';
import { type PromotedKind } from '../promotion-format';

export interface ItemOption {
  value: string;
  label: string;
}

/** How many matches the picker shows: the admin narrows the list by typing. */
const PICKER_SIZE = 20;

/** The offers, workers' profiles or digital products matching `q`, searched by the server. */
async function findItems(
  kind: PromotedKind,
  q: string,
  activeOffersOnly: boolean,
  signal: AbortSignal,
): Promise<ItemOption[]> {
  if (kind === 'job') {
    const { adminJobs } = await graphqlRequest(PromotableJobsQuery, { q, pageSize: PICKER_SIZE }, { signal });
    return adminJobs.items
      .filter((job) => job.isActive || !activeOffersOnly)
      .map((job) => ({ value: job.id, label: `${job.title} – ${job.employerName}` }));
  }
  if (kind === 'profile') {
    const { adminUsers } = await graphqlRequest(
      PromotableProfilesQuery,
      { q, pageSize: PICKER_SIZE },
      { signal },
    );
    // Only workers' profiles are listed in the directory, so only they can be promoted.
    return adminUsers.items
      .filter((profile) => profile.type === 'worker')
      .map((profile) => ({
        value: profile.id,
        label: profile.profession ? `${profile.fullName} – ${profile.profession}` : profile.fullName,
      }));
  }
  // The store's digital products are few: all of them, filtered here.
  const { adminProducts } = await graphqlRequest(PromotableProductsQuery, undefined, { signal });
  const term = q.toLocaleLowerCase('fr');
  return adminProducts
    .filter((product) => product.name.toLocaleLowerCase('fr').includes(term))
    .map((product) => ({ value: product.id, label: product.name }));
}

interface PromotedItemSelectProps {
  id?: string;
  kind: PromotedKind;
  value?: string;
  onChange?: (value: string) => void;
  /** The item already chosen (editing), shown even when the search does not bring it. */
  current?: ItemOption;
  /** Only offers still open (a boost needs one; a campaign may be planned for any). */
  activeOffersOnly?: boolean;
}

/** A searchable list of the items of one kind, asked to the server as the admin types. */
export function PromotedItemSelect({
  id,
  kind,
  value,
  onChange,
  current,
  activeOffersOnly = false,
}: PromotedItemSelectProps) {
  const [search, setSearch] = useState('');
  const q = useServerSearch(search);
  const items = useQuery({
    queryKey: ['admin', 'promotion', 'items', kind, q, activeOffersOnly],
    queryFn: ({ signal }) => findItems(kind, q, activeOffersOnly, signal),
    placeholderData: keepPreviousData,
  });
  const options = items.data ?? [];
  const shown =
    current && !options.some((option) => option.value === current.value) ? [current, ...options] : options;
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={items.isFetching}
      placeholder="Rechercher par nom"
      notFoundContent={items.isFetching ? 'Recherche…' : 'Aucun résultat'}
      options={shown}
    />
  );
}
