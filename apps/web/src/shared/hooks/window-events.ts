/**
 * A `useSyncExternalStore` subscription to a value kept in local storage: `event` when this tab
 * changes it, `storage` when another tab does.
 */
export function storedValueSubscription(event: string): (onChange: () => void) => () => void {
  return (onChange) => {
    window.addEventListener(event, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(event, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
}
