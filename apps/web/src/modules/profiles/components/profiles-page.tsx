import { Button, Input, Typography } from 'antd';
import { useId, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useWorkerPages } from '../hooks/use-worker-pages';
import styles from './profiles-page.module.css';
import { WorkerResults } from './worker-results';

/**
 * Talent directory /profiles ('Trouver un Talent', spec §2). The term and the profession (from the
 * /metiers links) live in the URL, so back/forward and shared links keep the same list.
 */
export function ProfilesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const profession = params.get('profession')?.trim() ?? '';
  const [term, setTerm] = useState(q);
  const inputId = useId();
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

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: term.trim() });
  };

  return (
    <>
      <Typography.Title level={1}>Trouver un Talent</Typography.Title>
      <form role="search" className={styles.search} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          Rechercher un talent
        </label>
        <div className={styles.searchRow}>
          <Input
            id={inputId}
            type="search"
            placeholder="Nom, métier, compétence…"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <Button type="primary" htmlType="submit">
            Rechercher
          </Button>
        </div>
      </form>
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
