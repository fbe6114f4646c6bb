import { Alert, Button } from 'antd';
import { useDeferredQueryData } from '../../../shared/query/use-deferred-query-data';
import type { useWorkerPages } from '../hooks/use-worker-pages';
import type { WorkerCardProfile } from '../worker-card-profile';
import { WorkerCard } from './worker-card';
import styles from './worker-results.module.css';

const countFormat = new Intl.NumberFormat('fr-FR');

/** The count line; past the search's count cap, `total` is where counting stopped. */
export function formatProfileCount(total: number, capped = false): string {
  if (capped) return `Plus de ${countFormat.format(total)} profils trouvés`;
  if (total === 0) return 'Aucun profil trouvé';
  return total === 1 ? '1 profil trouvé' : `${countFormat.format(total)} profils trouvés`;
}

interface WorkerResultsProps {
  pages: ReturnType<typeof useWorkerPages>;
  /** Extra line under each card, e.g. the distance on /search. */
  detail?: (profile: WorkerCardProfile & { distanceKm?: number | null }) => string | undefined;
}

/** The result count, the grid of worker cards and 'Voir plus' (spec §2 directory and search). */
export function WorkerResults({ pages, detail }: WorkerResultsProps) {
  // A page of cards arriving while the employer types the next search would otherwise hold back
  // their key presses.
  const { data } = useDeferredQueryData(pages);
  if (pages.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Impossible de charger les profils."
        action={<Button onClick={() => void pages.refetch()}>Réessayer</Button>}
      />
    );
  }
  if (!data) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label="Chargement des profils">
        {/* Plain blocks: antd's Skeleton generated its styles during the search's own frame. */}
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.placeholder} />
        ))}
      </div>
    );
  }
  const first = data.pages[0];
  const profiles = data.pages.flatMap((page) => page.items);
  return (
    <section aria-label="Résultats">
      <p role="status" className={styles.count}>
        {formatProfileCount(first?.total ?? 0, first?.totalCapped)}
      </p>
      <ul className={styles.grid}>
        {profiles.map((profile) => {
          const extra = detail?.(profile);
          return (
            <li key={profile.id} className={styles.item}>
              <WorkerCard profile={profile} />
              {extra && <p className={styles.detail}>{extra}</p>}
            </li>
          );
        })}
      </ul>
      {pages.hasNextPage && (
        <div className={styles.more}>
          <Button loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            Voir plus de profils
          </Button>
        </div>
      )}
    </section>
  );
}
