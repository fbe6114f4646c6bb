import { Drawer } from 'antd';
import { NavLink } from 'react-router';
import { UnreadBadge } from '../../messaging/components/unread-badge';
import { AntdRoot } from '../../theme/antd-root';
import type { NavLinkItem } from '../nav-links';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The header's links, already filtered by the same visibility rules. */
  links: readonly NavLinkItem[];
  signedOut: boolean;
}

/** Spec §2: on small screens a drawer repeats the header links; choosing one closes it. */
export function MobileMenu({ open, onClose, links, signedOut }: MobileMenuProps) {
  const all = signedOut
    ? [...links, { to: '/login', label: 'Connexion' }, { to: '/signup', label: 'Inscription' }]
    : links;
  return (
    <AntdRoot>
      <Drawer
        id="mobile-menu"
        open={open}
        onClose={onClose}
        placement="left"
        size={280}
        title="Menu"
        closable={{ 'aria-label': 'Fermer le menu' }}
      >
        <nav aria-label="Navigation mobile" className={styles.nav}>
          {all.map((link) => (
            <NavLink key={link.to} to={link.to} className={styles.link} onClick={onClose}>
              {link.label}
              {link.to === '/messages' && <UnreadBadge />}
            </NavLink>
          ))}
        </nav>
      </Drawer>
    </AntdRoot>
  );
}
