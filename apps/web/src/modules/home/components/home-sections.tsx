import { QueryRoot } from '../../../app/query-root';
import { LatestArticlesSection } from '../../articles/components/latest-articles-section';
import { NewsletterForm } from '../../newsletter/components/newsletter-form';
import { useSectionsSettled } from '../hooks/use-sections-settled';
import styles from './home-page.module.css';
import { StoreProductsSection } from './store-products-section';
import { TestimonialsSection } from './testimonials-section';

/** The home page below its hero: testimonials, store products, the latest articles and the newsletter signup. */
export function HomeSections() {
  // Loaded after the first screen, with react-query for their data.
  return (
    <QueryRoot>
      <SettledSections />
    </QueryRoot>
  );
}

function SettledSections() {
  const settled = useSectionsSettled();
  return (
    <div className={settled ? undefined : styles.settling}>
      <TestimonialsSection />
      <StoreProductsSection />
      <LatestArticlesSection />
      <section className={styles.section} aria-labelledby="home-newsletter">
        <h2 id="home-newsletter" className={styles.sectionTitle}>
          Restez informé
        </h2>
        <p className={styles.muted}>Recevez les nouveautés de Liggeey dans votre boîte mail.</p>
        <NewsletterForm />
      </section>
    </div>
  );
}
