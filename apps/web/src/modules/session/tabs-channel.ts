const CHANNEL = 'liggeey.session';
const SIGNED_OUT = 'signed-out';

export interface TabsChannel {
  /** Tells this browser's other tabs that the person signed out here. */
  announceSignOut: () => void;
}

/**
 * The tabs of one browser share one session: a sign-out in one ends it in the others at once
 * (BroadcastChannel; where it is missing, the others find out at their next refresh).
 */
export function createTabsChannel(onSignedOutElsewhere: () => void): TabsChannel {
  if (typeof BroadcastChannel === 'undefined') return { announceSignOut: () => undefined };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === SIGNED_OUT) onSignedOutElsewhere();
  };
  return { announceSignOut: () => channel.postMessage(SIGNED_OUT) };
}
