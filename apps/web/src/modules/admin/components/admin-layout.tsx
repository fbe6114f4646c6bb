import { Button, Drawer, Flex, Grid, Menu } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ADMIN_PAGES } from '../admin-pages';

const SIDE_WIDTH = 220;

/** The page of the navigation the current address belongs to (a page's sub-paths included). */
function selectedPath(pathname: string): string {
  const match = ADMIN_PAGES.filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return match.at(-1)?.path ?? '/admin';
}

/**
 * Every /admin page inside one frame: a side navigation listing all admin pages on a wide screen,
 * the same list in a drawer opened by a 'Menu' button on a phone.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().lg ?? false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[selectedPath(pathname)]}
      items={ADMIN_PAGES.map(({ path, label }) => ({ key: path, label }))}
      onClick={({ key }) => {
        setDrawerOpen(false);
        void navigate(key);
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
  return (
    <Flex gap="large" align="flex-start">
      {wide ? (
        <nav
          aria-label="Administration"
          style={{ width: SIDE_WIDTH, flex: 'none', position: 'sticky', top: 16 }}
        >
          {menu}
        </nav>
      ) : (
        <Drawer
          title="Administration"
          placement="left"
          size={SIDE_WIDTH + 40}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
        >
          <nav aria-label="Administration">{menu}</nav>
        </Drawer>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        {!wide && (
          <Button onClick={() => setDrawerOpen(true)} style={{ marginBottom: 16 }} aria-expanded={drawerOpen}>
            ☰ Menu d&apos;administration
          </Button>
        )}
        <Outlet />
      </div>
    </Flex>
  );
}
