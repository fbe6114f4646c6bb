import { MEMBER_READS_CACHE } from '../../service-worker/member-reads';
import { type SessionUser, userFromClaims } from './auth-client';

const MEMBER_KEY = 'liggeey.member';

/**
 * The signed-in member, kept on the device so that a page opened without network resumes their
 * session with what they last read (the service worker keeps their reads under their id).
 */
export function rememberMember(user: SessionUser): void {
  try {
    localStorage.setItem(MEMBER_KEY, JSON.stringify({ sub: user.id, email: user.email, type: user.type }));
  } catch {
    // Storage disabled: an offline reload then shows the signed-out app.
  }
}

export function rememberedMember(): SessionUser | undefined {
  try {
    const stored = localStorage.getItem(MEMBER_KEY);
    return stored ? userFromClaims(JSON.parse(stored) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Their session ended (signed out, lost, over): nothing of theirs stays readable on the device. */
export async function forgetMember(): Promise<void> {
  try {
    if (localStorage.getItem(MEMBER_KEY) === null) return;
    localStorage.removeItem(MEMBER_KEY);
  } catch {
    return;
  }
  if (typeof caches !== 'undefined') await caches.delete(MEMBER_READS_CACHE);
}
