import { lazy, Suspense } from 'react';
import { useAfterFirstScreen } from '../../../shared/hooks/use-after-first-screen';
import { HeroSearch } from './hero-search';
import styles from './home-page.module.css';

// Below the fold, and with their data fetching (react-query, GraphQL documents): requested once
// the hero is on screen, so the home route's first screen stays small on slow networks.
const HomeSections = lazy(async () => ({ default: (await import('./home-sections')).HomeSections }));

// Plain HTML and CSS modules rather than antd's Typography, Input or Card: on the first page
// anyone opens, those would add tens of kB (gzip) the home page does not need.
export function HomePage() {
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.tagline}>
          Connecter les talents et les opportunités
        </h1>
        <p className={styles.lead}>
          Trouvez un professionnel près de chez vous ou proposez vos services partout en Afrique de
          l&apos;Ouest.
        </p>
        <HeroSearch />
      </section>
      {afterFirstScreen && (
        <Suspense>
          <HomeSections />
        </Suspense>
      )}
    </>
  );
}
