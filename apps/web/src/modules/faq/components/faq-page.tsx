import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Collapse, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphqlRequest } from '../../../shared/graphql/client';
import { ALL_CATEGORIES, groupByCategory } from '../faq-categories';
import { FaqsQuery } from '../graphql/faqs.query';
import styles from './faq-page.module.css';

/** /faq (spec §2): the questions by category, with a filter 'Tous' plus each category. */
export function FaqPage() {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const faqs = useQuery({
    queryKey: ['faqs'],
    queryFn: ({ signal }) => graphqlRequest(FaqsQuery, undefined, { signal }),
    select: (data) => groupByCategory(data.faqs),
  });

  const groups = faqs.data ?? [];
  // A category that vanished on a refetch falls back to 'Tous' rather than an empty page.
  const current = groups.some((group) => group.category === category) ? category : ALL_CATEGORIES;
  const shown = current === ALL_CATEGORIES ? groups : groups.filter((group) => group.category === current);

  return (
    <>
      <Typography.Title level={1}>Foire aux questions</Typography.Title>

      {faqs.isError ? (
        <Alert
          type="error"
          showIcon
          title="Impossible de charger la FAQ."
          action={<Button onClick={() => void faqs.refetch()}>Réessayer</Button>}
        />
      ) : faqs.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : groups.length === 0 ? (
        <Typography.Paragraph>Aucune question pour le moment.</Typography.Paragraph>
      ) : (
        <>
          <Radio.Group
            className={styles.filter}
            aria-label="Filtrer par catégorie"
            name="faq-category"
            optionType="button"
            buttonStyle="solid"
            value={current}
            onChange={(event) => setCategory(event.target.value as string)}
            options={[ALL_CATEGORIES, ...groups.map((group) => group.category)].map((value) => ({
              value,
              label: value,
            }))}
          />
          {shown.map((group) => (
            <section key={group.category} aria-label={group.category} className={styles.group}>
              <Typography.Title level={2}>{group.category}</Typography.Title>
              <Collapse
                items={group.entries.map((faq) => ({
                  key: faq.id,
                  label: faq.question,
                  children: <p className={styles.answer}>{faq.answer}</p>,
                }))}
              />
            </section>
          ))}
        </>
      )}

      <Typography.Paragraph style={{ marginTop: 32 }}>
        Vous ne trouvez pas votre réponse ? <Link to="/contact">Contactez-nous</Link>.
      </Typography.Paragraph>
    </>
  );
}
