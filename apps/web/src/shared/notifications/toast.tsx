import { lazy, Suspense, useEffect, useState } from 'react';

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

type ToastDisplay = (options: ToastOptions) => void;

// antd's notification comes with the first toast: most visits never show one, and the home page
// must not download antd's core.
const AntdToastHost = lazy(async () => ({ default: (await import('./antd-toast-host')).AntdToastHost }));

/** Set by the antd host once it is loaded and mounted. */
let display: ToastDisplay | undefined;
/** Set while a {@link ToastHost} is mounted: loads the antd host on the first toast. */
let wakeHost: (() => void) | undefined;
/** The latest toast asked for while the antd host was still loading. */
let waiting: ToastOptions | undefined;

/**
 * Shows the app's single toast, replacing the one on screen. Callable outside components (the
 * session reports sign-out from an effect), hence the module-level state set by {@link ToastHost}.
 * Without a mounted host the toast is dropped, as there is nowhere to show it.
 */
export function toast(options: ToastOptions) {
  if (display) {
    display(options);
  } else if (wakeHost) {
    waiting = options;
    wakeHost();
  }
}

/** Called by the antd host when it mounts; shows what was asked while it loaded. */
export function attachToastDisplay(next: ToastDisplay): () => void {
  display = next;
  if (waiting) next(waiting);
  waiting = undefined;
  return () => {
    if (display === next) display = undefined;
  };
}

/**
 * Mount it once, above everything that may call `toast`. It renders nothing until the first toast,
 * then the antd host inside the app's tree so the toasts follow its antd theme and locale (the
 * static `notification` API cannot read them).
 */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    wakeHost = () => setNeeded(true);
    return () => {
      wakeHost = undefined;
      waiting = undefined;
    };
  }, []);
  return needed ? (
    <Suspense>
      <AntdToastHost />
    </Suspense>
  ) : null;
}
