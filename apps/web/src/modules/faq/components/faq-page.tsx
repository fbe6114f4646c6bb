import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { useDeferredQueryData } from '../../../shared/query/use-deferred-query-data';
import { LoadFailed } from '../../../shared/ui/load-failed';
import ui from '../../../shared/ui/plain-ui.module.css';
import { PageLoading } from '../../system/components/page-loading';
import { ALL_CATEGORIES, groupByCategory } from '../faq-categories';
import { FAQS_KEY, FaqsQuery } from '../graphql/faqs.query';
import styles from './faq-page.module.css';

interface FaqEntryProps {
  question: string;
  answer: string;
}

/** One question, a button that shows or hides its answer (WAI-ARIA's accordion). */
function FaqEntry({ question, answer }: FaqEntryProps) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className={styles.entry}>
      <h3 className={styles.question}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" className={styles.chevron} />
          {question}
        </button>
      </h3>
      <div id={answerId}>{open && <p className={styles.answer}>{answer}</p>}</div>
    </li>
  );
}

/**
 * /faq (spec §2): the questions by category, with a filter 'Tous' plus each category. Plain
 * elements rather than antd's: a reading page that a slow phone shows and hydrates quickly.
 */
export function FaqPage() {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const query = useQuery({
    queryKey: FAQS_KEY,
    queryFn: ({ signal }) => graphqlRequest(FaqsQuery, undefined, { signal }),
    select: (data) => groupByCategory(data.faqs),
  });
  const faqs = useDeferredQueryData(query);

  const groups = faqs.data ?? [];
  // A category that vanished on a refetch falls back to 'Tous' rather than an empty page.
  const current = groups.some((group) => group.category === category) ? category : ALL_CATEGORIES;
  const shown = current === ALL_CATEGORIES ? groups : groups.filter((group) => group.category === current);

  return (
    <>
      <h1 className={ui.h1}>Foire aux questions</h1>

      {faqs.isError ? (
        <LoadFailed message="Impossible de charger la FAQ." onRetry={() => void query.refetch()} />
      ) : faqs.isPending ? (
        // A screen high, so the questions arriving do not push into view what is below them.
        <div className={styles.loading}>
          <PageLoading />
        </div>
      ) : groups.length === 0 ? (
        <p className={ui.paragraph}>Aucune question pour le moment.</p>
      ) : (
        <>
          <div
            role="radiogroup"
            aria-label="Filtrer par catégorie"
            className={`${ui.toggles} ${styles.filter}`}
          >
            {[ALL_CATEGORIES, ...groups.map((group) => group.category)].map((value) => (
              <label key={value} className={ui.toggle}>
                <input
                  type="radio"
                  name="faq-category"
                  value={value}
                  checked={value === current}
                  onChange={() => setCategory(value)}
                />
                <span>{value}</span>
              </label>
            ))}
          </div>
          {shown.map((group) => (
            <section key={group.category} aria-label={group.category} className={styles.group}>
              <h2 className={ui.h2}>{group.category}</h2>
              <ul className={styles.entries}>
                {group.entries.map((faq) => (
                  <FaqEntry key={faq.id} question={faq.question} answer={faq.answer} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}

      <p className={`${ui.paragraph} ${styles.contact}`}>
        Vous ne trouvez pas votre réponse ? <Link to="/contact">Contactez-nous</Link>.
      </p>
    </>
  );
}
