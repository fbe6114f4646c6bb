import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { SessionState } from '../../session/hooks/use-session';
import { ThemeToggle } from '../../theme/theme-toggle';
import { MenuIcon } from '../icons';
import { isNavLinkVisible, navLinks } from '../nav-links';
import styles from './app-header.module.css';

// The dropdown is only for signed-in users; visitors' first load does without its code.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
// The drawer's code loads on the first tap of the menu button.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));
// Signed-in only, with its query and live refresh: kept out of the first screen's chunk.
const UnreadBadge = lazy(async () => ({
  default: (await import('../../messaging/components/unread-badge')).UnreadBadge,
}));

interface AppHeaderProps {
  session: SessionState;
  onSignOut: () => void;
}

export function AppHeader({ session, onSignOut }: AppHeaderProps) {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [mobileMenuUsed, setMobileMenuUsed] = useState(false);
  const links = navLinks.filter((link) => isNavLinkVisible(link, session));
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Ouvrir le menu"
        aria-expanded={mobileMenuOpen}
        aria-controls={mobileMenuUsed ? 'mobile-menu' : undefined}
        onClick={() => {
          setMobileMenuUsed(true);
          setMobileMenuOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      <Link to="/" className={styles.brand}>
        Liggeey
      </Link>
      <nav aria-label="Navigation principale" className={styles.nav}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className={styles.link}>
            {link.label}
            {link.to === '/messages' && session.status === 'signedIn' && (
              <Suspense>
                <UnreadBadge />
              </Suspense>
            )}
          </NavLink>
        ))}
      </nav>
      <div className={styles.account}>
        <ThemeToggle />
        {session.status === 'signedIn' && (
          <Suspense>
            <UserMenu user={session.user} onSignOut={onSignOut} />
          </Suspense>
        )}
        {session.status === 'signedOut' && (
          <div className={styles.authLinks}>
            <NavLink to="/login" className={styles.link}>
              Connexion
            </NavLink>
            <NavLink to="/signup" className={styles.link}>
              Inscription
            </NavLink>
          </div>
        )}
      </div>
      {mobileMenuUsed && (
        <Suspense>
          <MobileMenu
            open={mobileMenuOpen}
            onClose={() => setMobileMenuOpen(false)}
            links={links}
            signedOut={session.status === 'signedOut'}
          />
        </Suspense>
      )}
    </header>
  );
}
