import { useId, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTypedBeforeHydration } from '../../../shared/forms/typed-before-hydration';
import { toast } from '../../../shared/notifications/toast';
import { SearchIcon } from '../../shell/icons';
import styles from './home-page.module.css';

/**
 * Spec §2 home hero search: a blank term is refused, otherwise /search?q={term}. The home page comes
 * pre-rendered: what a visitor types before its code is there is kept, and a search sent meanwhile
 * is the browser's own GET to the same address.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');
  useTypedBeforeHydration(inputId, setTerm);

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
    <form role="search" action="/search" className={styles.search} onSubmit={onSubmit}>
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
