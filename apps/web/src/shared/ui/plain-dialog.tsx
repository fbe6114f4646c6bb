import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import './dialog.css';

interface PlainDialogProps {
  title: string;
  children: ReactNode;
  /** The dialog's buttons, at its foot. */
  actions: ReactNode;
  /** Escape, the close button, or the browser closing the dialog. */
  onClose: () => void;
}

/**
 * A modal dialog drawn by the browser: `<dialog>` opened with showModal keeps focus inside, makes
 * the page behind inert and closes on Escape. Open while mounted, for the public pages that do
 * without antd's Modal; it looks like the first-visit welcome (dialog.css).
 */
export function PlainDialog({ title, children, actions, onClose }: PlainDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="dialog-header">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <button type="button" className="dialog-close" aria-label="Fermer" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="dialog-body">{children}</div>
      <div className="dialog-actions">{actions}</div>
    </dialog>
  );
}
