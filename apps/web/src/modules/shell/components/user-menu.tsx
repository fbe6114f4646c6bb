import { UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../session/hooks/use-session';
import styles from './user-menu.module.css';

interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => void;
}

/** Spec §2 user menu: dashboard, profile, admin (admins only) and sign-out. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: '/dashboard', label: 'Tableau de bord' },
    { key: '/profile', label: 'Profil' },
    ...(user.type === 'admin' ? [{ key: '/admin', label: 'Admin' }] : []),
    { type: 'divider' },
    { key: 'sign-out', label: 'Déconnexion', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') onSignOut();
    else void navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" icon={<UserOutlined />} className={styles.trigger} aria-label="Menu utilisateur">
        {user.email}
      </Button>
    </Dropdown>
  );
}
