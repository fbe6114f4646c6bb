import type { SessionState } from '../session/hooks/use-session';

/** Who sees a header link (spec §2, "Shell, shown on every page"). */
export type NavVisibility = 'always' | 'signedIn' | 'worker';

export interface NavLinkItem {
  to: string;
  label: string;
  visibility: NavVisibility;
}

export const navLinks: readonly NavLinkItem[] = [
  { to: '/', label: 'Accueil', visibility: 'always' },
  { to: '/metiers', label: 'Métiers', visibility: 'always' },
  { to: '/profiles', label: 'Profils', visibility: 'always' },
  { to: '/store', label: 'Boutique', visibility: 'always' },
  { to: '/faq', label: 'FAQ', visibility: 'always' },
  { to: '/feed', label: 'Actualités', visibility: 'signedIn' },
  { to: '/messages', label: 'Messages', visibility: 'signedIn' },
  { to: '/realisations', label: 'Réalisations', visibility: 'worker' },
];

export function isNavLinkVisible(link: NavLinkItem, session: SessionState): boolean {
  switch (link.visibility) {
    case 'always':
      return true;
    case 'signedIn':
      return session.status === 'signedIn';
    case 'worker':
      return session.status === 'signedIn' && session.user.type === 'worker';
  }
}
