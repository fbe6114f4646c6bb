import styles from './home-page.module.css';

// A plain heading rather than antd's Typography: on the first page anyone opens, Typography
// would add some 36 kB (gzip) of editing and tooltip code the hero does not use.
export function HomePage() {
  return (
    <section className={styles.hero}>
      <h1 className={styles.tagline}>Connecter les talents et les opportunités</h1>
    </section>
  );
}
