import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { LocalitiesQuery } from '../graphql/localities.query';
import { useWorkerPages } from '../hooks/use-worker-pages';
import {
  AVAILABILITY_OPTIONS,
  DISTANCE_OPTIONS,
  formatDistance,
  formatMaxPrice,
  MAX_PRICE_LIMIT,
  MAX_PRICE_STEP,
  type SearchParamName,
  searchInputFromParams,
  SORT_OPTIONS,
} from '../search-filters';
import styles from './search-page.module.css';
import { AiSuggestionButton } from './ai-suggestion-button';
import { SearchTermForm } from './search-term-form';
import { WorkerResults } from './worker-results';

const SLIDER_SETTLE_MS = 400;

/** /search?q= ('Rechercher des profils', employers and admins): worker search with its filters. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const input = searchInputFromParams(params);
  const ids = {
    sort: useId(),
    locality: useId(),
    distance: useId(),
    availability: useId(),
  };
  const pages = useWorkerPages('searchWorkers', input, Boolean(input.q));
  const localities = useQuery({
    queryKey: ['localities'],
    queryFn: ({ signal }) => graphqlRequest(LocalitiesQuery, undefined, { signal }),
    select: (data) => data.localities,
    staleTime: Infinity,
  });

  const update = (changes: Partial<Record<SearchParamName, string>>) => {
    // From the URL of the moment: the slider commits after a pause, other filters may have changed.
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  };

  return (
    <>
      <Typography.Title level={1}>Rechercher des profils</Typography.Title>
      <SearchTermForm
        label="Terme de recherche"
        placeholder="Un métier, un nom… (ex. plombier)"
        initialTerm={input.q ?? ''}
        onSearch={(q) => {
          if (q) update({ q });
          else
            toast({
              variant: 'destructive',
              title: 'Recherche vide',
              description: 'Veuillez entrer un terme de recherche.',
            });
        }}
      />

      <fieldset className={styles.filters}>
        <legend className={styles.legend}>Trier et filtrer</legend>
        <div className={styles.field}>
          <label htmlFor={ids.sort}>Trier par</label>
          <select
            id={ids.sort}
            value={input.sort ?? 'RELEVANCE'}
            onChange={(event) =>
              update({ sort: event.target.value === 'RELEVANCE' ? '' : event.target.value })
            }
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <MaxPriceSlider
          key={input.maxPrice ?? MAX_PRICE_LIMIT}
          initialValue={input.maxPrice ?? MAX_PRICE_LIMIT}
          onCommit={(value) => update({ maxPrice: value >= MAX_PRICE_LIMIT ? '' : String(value) })}
        />
        <div className={styles.field}>
          <label htmlFor={ids.locality}>Autour de</label>
          <select
            id={ids.locality}
            value={input.localityId ?? ''}
            onChange={(event) => update({ localityId: event.target.value })}
          >
            <option value="">Ma localité</option>
            {localities.data?.map((locality) => (
              <option key={locality.id} value={locality.id}>
                {locality.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.distance}>Distance</label>
          <select
            id={ids.distance}
            value={input.distanceKm ?? ''}
            onChange={(event) => update({ distance: event.target.value })}
          >
            <option value="">Toute distance</option>
            {DISTANCE_OPTIONS.map((km) => (
              <option key={km} value={km}>
                {`Moins de ${km} km`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.availability}>Disponibilité</label>
          <select
            id={ids.availability}
            value={input.availability ?? ''}
            onChange={(event) => update({ availability: event.target.value })}
          >
            <option value="">Peu importe</option>
            {AVAILABILITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      {input.q ? (
        <WorkerResults
          pages={pages}
          detail={(profile) => (profile.distanceKm == null ? undefined : formatDistance(profile.distanceKm))}
        />
      ) : (
        <Typography.Paragraph>Saisissez un métier ou un nom pour lancer la recherche.</Typography.Paragraph>
      )}

      <div className={styles.suggestion}>
        <AiSuggestionButton q={input.q} />
      </div>
    </>
  );
}

interface MaxPriceSliderProps {
  initialValue: number;
  onCommit: (value: number) => void;
}

/** The max-price slider: it writes to the URL once the hand stops moving, not at every step of a drag. */
function MaxPriceSlider({ initialValue, onCommit }: MaxPriceSliderProps) {
  const [value, setValue] = useState(initialValue);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Prix maximum</label>
      <input
        id={id}
        type="range"
        min={0}
        max={MAX_PRICE_LIMIT}
        step={MAX_PRICE_STEP}
        value={value}
        aria-valuetext={formatMaxPrice(value)}
        onChange={(event) => {
          const next = Number(event.target.value);
          setValue(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onCommit(next), SLIDER_SETTLE_MS);
        }}
      />
      <output htmlFor={id} className={styles.output}>
        {formatMaxPrice(value)}
      </output>
    </div>
  );
}
