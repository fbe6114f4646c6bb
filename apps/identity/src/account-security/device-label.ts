import Bowser from 'bowser';

/** "Chrome 131 · Android 14" from a user agent, for the devices list; null when nothing is known. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const parts = [
    [browser.name, major].filter(Boolean).join(' '),
    [os.name, os.versionName ?? os.version].filter(Boolean).join(' '),
  ].filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' · ') : null;
}
