import { useId, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/notifications/toast';
import { SearchIcon } from '../../shell/icons';
import styles from './home-page.module.css';

/** Spec §2 home hero search: a blank term is refused, otherwise /search?q={term}. */
export function HeroSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    if (!query) {
      toast({
        variant: 'destructive',
        title: 'Recherche vide',
        description: 'Veuillez entrer un terme de recherche.',
      });
      return;
    }
    void navigate(`/search?${new URLSearchParams({ q: query }).toString()}`);
  };

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        Rechercher un talent ou un métier
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        className={styles.searchInput}
        placeholder="Un métier, un talent… (ex. plombier)"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        <SearchIcon /> Rechercher
      </button>
    </form>
  );
}
