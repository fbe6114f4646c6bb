import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import { AntdRoot } from '../../modules/theme/antd-root';
import { attachToastDisplay, TOAST_DURATION_MS, type ToastOptions } from './toast';
import styles from './toast.module.css';

// One key for every toast: antd then updates the toast on screen instead of stacking a second one.
const TOAST_KEY = 'liggeey-toast';
// Below the header (64 px, app-header.module.css): at antd's 24 px the toast covered the user menu
// for its five seconds, right when someone who just saved their settings wants to sign out.
const TOAST_TOP_PX = 72;

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
  const [api, holder] = notification.useNotification({ maxCount: 1, top: TOAST_TOP_PX });
  useEffect(() => attachToastDisplay((options) => open(api, options)), [api]);
  return <AntdRoot>{holder}</AntdRoot>;
}
