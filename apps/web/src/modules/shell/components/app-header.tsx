import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import type { SessionState } from '../../session/hooks/use-session';
import { isNavLinkVisible, navLinks } from '../nav-links';
import styles from './app-header.module.css';

// The dropdown is only for signed-in users; visitors' first load does without its code.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

interface AppHeaderProps {
  session: SessionState;
  onSignOut: () => void;
}

export function AppHeader({ session, onSignOut }: AppHeaderProps) {
  return (
    <Layout.Header className={styles.header}>
      <Link to="/" className={styles.brand}>
        Liggeey
      </Link>
      <nav aria-label="Navigation principale" className={styles.nav}>
        {navLinks
          .filter((link) => isNavLinkVisible(link, session))
          .map((link) => (
            <NavLink key={link.to} to={link.to} className={styles.link}>
              {link.label}
            </NavLink>
          ))}
      </nav>
      <div className={styles.account}>
        {session.status === 'signedIn' && (
          <Suspense>
            <UserMenu user={session.user} onSignOut={onSignOut} />
          </Suspense>
        )}
        {session.status === 'signedOut' && (
          <>
            <NavLink to="/login" className={styles.link}>
              Connexion
            </NavLink>
            <NavLink to="/signup" className={styles.link}>
              Inscription
            </NavLink>
          </>
        )}
      </div>
    </Layout.Header>
  );
}
