import styles from './route-error-page.module.css';

/**
 * Shown when a route fails to render or its code fails to load (typically a chunk removed by a new
 * deployment), in place of react-router's English developer screen. It ships in the entry chunk,
 * so it is plain HTML: antd's Result or Button would bring antd's core to every first load.
 */
export function RouteErrorPage() {
  return (
    <div className={styles.error}>
      <h1>Une erreur est survenue.</h1>
      <p>Rechargez la page pour réessayer.</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        Recharger la page
      </button>
    </div>
  );
}
