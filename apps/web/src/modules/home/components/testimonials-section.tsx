import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/client';
import { TestimonialsQuery } from '../graphql/home.graphql';
import styles from './home-page.module.css';

/** Spec §2: the server sends at most three visible testimonials; the section hides when none. */
export function TestimonialsSection() {
  const testimonials = useQuery({
    queryKey: ['home', 'testimonials'],
    queryFn: ({ signal }) => graphqlRequest(TestimonialsQuery, undefined, { signal }),
    select: (data) => data.testimonials.slice(0, 3),
  });
  const items = testimonials.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-testimonials">
      <h2 id="home-testimonials" className={styles.sectionTitle}>
        Ils nous font confiance
      </h2>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            <figure className={styles.testimonial}>
              <blockquote className={styles.quote}>
                <p>« {item.quote} »</p>
              </blockquote>
              <figcaption className={styles.author}>
                {item.authorAvatarUrl && (
                  <img
                    src={item.authorAvatarUrl}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className={styles.avatar}
                  />
                )}
                <span>
                  <strong>{item.authorName}</strong>
                  {item.authorRole && <span className={styles.muted}>{item.authorRole}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
