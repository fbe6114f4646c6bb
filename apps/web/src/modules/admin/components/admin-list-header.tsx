import { Button, Flex, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface AdminListHeaderProps {
  title: string;
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  /** The page's main action, such as 'Ajouter'. */
  actions?: ReactNode;
}

/** Back office §2, common to list pages: the back-to-admin button, the title and the search box. */
export function AdminListHeader({
  title,
  search,
  onSearchChange,
  searchPlaceholder,
  actions,
}: AdminListHeaderProps) {
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => void navigate('/admin')}>← Retour à l&apos;administration</Button>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Flex wrap gap="middle" justify="space-between" style={{ marginBottom: 16 }}>
        {/* A plain search field: the list filters as one types, so antd's search button would do nothing. */}
        <Input
          type="search"
          aria-label="Rechercher"
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          style={{ maxWidth: 420 }}
        />
        {actions}
      </Flex>
    </>
  );
}
