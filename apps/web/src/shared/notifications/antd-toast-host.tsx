import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import { AntdRoot } from '../../modules/theme/antd-root';
import { attachToastDisplay, TOAST_DURATION_MS, type ToastOptions } from './toast';
import styles from './toast.module.css';

// One key for every toast: antd then updates the toast on screen instead of stacking a second one.
const TOAST_KEY = 'liggeey-toast';

function open(
  api: NotificationInstance,
  { title, description, variant = 'default', action, durationMs = TOAST_DURATION_MS }: ToastOptions,
) {
  api.open({
    key: TOAST_KEY,
    title,
    description,
    type: variant === 'destructive' ? 'error' : 'info',
    duration: durationMs / 1000,
    // A plain button: antd's Button would bring its code in for a rare case.
    actions: action && (
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          api.destroy(TOAST_KEY);
          action.onClick();
        }}
      >
        {action.label}
      </button>
    ),
  });
}

/** The toasts' antd notification, loaded by {@link ToastHost} with the first toast. */
export function AntdToastHost() {
  const [api, holder] = notification.useNotification({ maxCount: 1 });
  useEffect(() => attachToastDisplay((options) => open(api, options)), [api]);
  return <AntdRoot>{holder}</AntdRoot>;
}
