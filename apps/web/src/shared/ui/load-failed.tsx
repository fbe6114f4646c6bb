import ui from './plain-ui.module.css';

/** A public page's data that did not load: what failed, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={ui.alert}>
      <p>{message}</p>
      <button type="button" className={ui.button} onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}
