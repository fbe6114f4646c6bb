import styles from './page-loading.module.css';

/**
 * Shown while the session or a page's code loads (spec: 'Chargement...'). Plain CSS rather than
 * antd's Spin: it is on the first screen of every visit, where every kilobyte counts.
 */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Chargement...
    </div>
  );
}
