import { Button, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useWorkerPages } from '../hooks/use-worker-pages';
import styles from './profiles-page.module.css';
import { SearchTermForm } from './search-term-form';
import { WorkerResults } from './worker-results';

/**
 * Talent directory /profiles ('Trouver un Talent', spec §2). The term and the profession (from the
 * /metiers links) live in the URL, so back/forward and shared links keep the same list.
 */
export function ProfilesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const profession = params.get('profession')?.trim() ?? '';
  const pages = useWorkerPages('workers', {
    ...(q ? { q } : {}),
    ...(profession ? { profession } : {}),
  });

  const update = (changes: Record<string, string>) => {
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
      <Typography.Title level={1}>Trouver un Talent</Typography.Title>
      <SearchTermForm
        label="Rechercher un talent"
        placeholder="Nom, métier, compétence…"
        initialTerm={q}
        onSearch={(term) => update({ q: term })}
      />
      {profession && (
        <p className={styles.filters}>
          Métier : <strong>{profession}</strong>{' '}
          <Button type="link" size="small" onClick={() => update({ profession: '' })}>
            Retirer ce filtre
          </Button>
        </p>
      )}
      <WorkerResults pages={pages} />
    </>
  );
}
