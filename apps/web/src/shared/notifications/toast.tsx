import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import styles from './toast.module.css';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Spec §2: a toast may carry one action; using it also closes the toast. */
  action?: ToastAction;
  /** Spec default: 5 s; the sign-up notice asks for longer. */
  durationMs?: number;
}

/** Spec §2 and §9: toasts vanish after 5 seconds. */
export const TOAST_DURATION_MS = 5_000;

// One key for every toast: antd then updates the toast on screen instead of stacking a second one.
const TOAST_KEY = 'liggeey-toast';

let host: NotificationInstance | undefined;

/**
 * Shows the app's single toast, replacing the one on screen. Callable outside components (the
 * session reports sign-out from an effect), hence the module-level host set by {@link ToastHost}.
 */
export function toast({
  title,
  description,
  variant = 'default',
  action,
  durationMs = TOAST_DURATION_MS,
}: ToastOptions) {
  const current = host;
  current?.open({
    key: TOAST_KEY,
    title,
    description,
    type: variant === 'destructive' ? 'error' : 'info',
    duration: durationMs / 1000,
    // A plain button: antd's Button would bring its code into the first chunk for a rare case.
    actions: action && (
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          current.destroy(TOAST_KEY);
          action.onClick();
        }}
      >
        {action.label}
      </button>
    ),
  });
}

/**
 * Renders the toasts inside the app's tree so they follow its antd theme and locale (the static
 * `notification` API cannot read them). Mount it once, above everything that may call `toast`.
 */
export function ToastHost() {
  const [api, holder] = notification.useNotification({ maxCount: 1 });
  useEffect(() => {
    host = api;
    return () => {
      host = undefined;
    };
  }, [api]);
  return holder;
}
