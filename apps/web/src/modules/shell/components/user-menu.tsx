import { UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { setLowData, useLowData } from '../../../shared/low-data/low-data';
import type { SessionUser } from '../../session/hooks/use-session';
import { AntdRoot } from '../../theme/antd-root';
import { presenceLabel, presenceStatuses, type PresenceStatus } from '../presence';
import styles from './user-menu.module.css';

interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => void;
}

const PRESENCE_KEY_PREFIX = 'presence:';
const LOW_DATA_KEY = 'low-data';

function PresenceDot({ status }: { status: PresenceStatus }) {
  return <span aria-hidden className={`${styles.dot} ${styles[status]}`} />;
}

/**
 * Spec §2 user menu: dashboard, profile, admin (admins only) and sign-out, plus the presence
 * status (online, away, busy), which lives in this component's state only, and the low-data
 * mode switch (on by itself when the browser saves data, until the person chooses).
 */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  const [presence, setPresence] = useState<PresenceStatus>('online');
  const lowData = useLowData();
  // antd passes the extra attributes to the item's element: a checkbox item says its state.
  const lowDataItem = {
    key: LOW_DATA_KEY,
    label: `Économie de données : ${lowData ? 'activée' : 'désactivée'}`,
    role: 'menuitemcheckbox',
    'aria-checked': lowData,
  };
  const items: MenuProps['items'] = [
    { key: '/dashboard', label: 'Tableau de bord' },
    { key: '/profile', label: 'Profil' },
    ...(user.type === 'admin' ? [{ key: '/admin', label: 'Admin' }] : []),
    { type: 'divider' },
    {
      type: 'group',
      key: 'presence',
      label: 'Statut',
      children: presenceStatuses.map(({ value, label }) => ({
        key: `${PRESENCE_KEY_PREFIX}${value}`,
        icon: <PresenceDot status={value} />,
        label,
        role: 'menuitemradio',
        'aria-checked': value === presence,
      })),
    },
    { type: 'divider' },
    lowDataItem,
    { type: 'divider' },
    { key: 'sign-out', label: 'Déconnexion', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') onSignOut();
    else if (key === LOW_DATA_KEY) setLowData(!lowData);
    else if (key.startsWith(PRESENCE_KEY_PREFIX))
      setPresence(key.slice(PRESENCE_KEY_PREFIX.length) as PresenceStatus);
    else void navigate(key);
  };
  // Lazily loaded by the header for signed-in users only, so antd comes with it.
  return (
    <AntdRoot>
      <Dropdown
        menu={{ items, onClick, selectedKeys: [`${PRESENCE_KEY_PREFIX}${presence}`] }}
        trigger={['click']}
      >
        <Button
          type="text"
          icon={<UserOutlined />}
          className={styles.trigger}
          // The accessible name starts with the visible e-mail (WCAG 2.5.3, label in name).
          aria-label={`${user.email} : menu utilisateur (${presenceLabel(presence)})`}
        >
          <span className={styles.email}>{user.email}</span>
          <PresenceDot status={presence} />
        </Button>
      </Dropdown>
    </AntdRoot>
  );
}
