import { useSyncExternalStore } from 'react';
import { storedValueSubscription } from '../hooks/window-events';

/** The visitor's own choice; without one, the browser's data-saving setting decides. */
const CHOICE_KEY = 'liggeey.lowData';
/** Set by nginx when the browser sent `Save-Data: on` (deploy/nginx/web.conf.template). */
const SAVE_DATA_COOKIE = 'liggeey-save-data=on';
const CHANGED = 'liggeey:low-data';

interface NetworkInformationLike {
  saveData?: boolean;
}

let browserSetting: boolean | undefined;

/**
 * Read once per page: the setting is the browser's, sent with the page's request, and every picture
 * asks on each render (reading `document.cookie` is not free on a slow phone).
 */
function browserSavesData(): boolean {
  if (browserSetting === undefined) {
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    browserSetting = connection?.saveData === true || document.cookie.split('; ').includes(SAVE_DATA_COOKIE);
  }
  return browserSetting;
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

/** Low-data mode: big pictures wait for a tap (see DataSavingImage). */
export function isLowData(): boolean {
  const choice = storedChoice();
  return choice === null ? browserSavesData() : choice === 'on';
}

export function setLowData(on: boolean): void {
  try {
    localStorage.setItem(CHOICE_KEY, on ? 'on' : 'off');
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

const subscribe = storedValueSubscription(CHANGED);

/** False while pre-rendered and hydrated, then the current mode. */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribe, isLowData, () => false);
}
