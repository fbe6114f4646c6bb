import { Button, Input } from 'antd';
import { useId, useState, type SyntheticEvent } from 'react';
import styles from './search-term-form.module.css';

interface SearchTermFormProps {
  label: string;
  placeholder: string;
  /** The term in the URL: the box takes it again when it changes (back/forward). */
  initialTerm: string;
  /** Called with the trimmed term (possibly empty: the page decides what a blank search means). */
  onSearch: (term: string) => void;
}

/** The search box of the talent directory and of /search. */
export function SearchTermForm({ label, placeholder, initialTerm, onSearch }: SearchTermFormProps) {
  const [term, setTerm] = useState(initialTerm);
  // Followed during render (React's pattern for state derived from a prop), not by remounting the
  // form with a new key: a remount took the box and button out of the page and put them back in the
  // frame of the search, a long task on a slow phone just when Enter was pressed.
  const [urlTerm, setUrlTerm] = useState(initialTerm);
  if (initialTerm !== urlTerm) {
    setUrlTerm(initialTerm);
    setTerm(initialTerm);
  }
  const inputId = useId();
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <Input
          id={inputId}
          type="search"
          placeholder={placeholder}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="primary" htmlType="submit">
          Rechercher
        </Button>
      </div>
    </form>
  );
}
