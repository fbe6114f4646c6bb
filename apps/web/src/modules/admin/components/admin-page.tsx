import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useHealth } from '../../system/hooks/use-health';
import { ADMIN_PAGES } from '../admin-pages';
import { AdminStats } from './admin-stats';

/** Entry of the back office, loaded as its own chunk: figures, links, and what the gateway reports. */
export function AdminPage() {
  const health = useHealth();
  return (
    <>
      <Typography.Title level={1}>Administration</Typography.Title>
      <AdminStats />
      <Card title="Pages d'administration" style={{ marginBottom: 24 }}>
        <nav aria-label="Pages d'administration">
          <Space wrap size="large">
            {ADMIN_PAGES.slice(1).map(({ path, label }) => (
              <Link key={path} to={path}>
                {label}
              </Link>
            ))}
          </Space>
        </nav>
      </Card>
      <Card title="État des services" loading={health.isPending}>
        {health.isError ? (
          <Alert type="error" title={health.error.message} showIcon />
        ) : (
          <Descriptions
            bordered
            column={1}
            items={health.data?.services.map((service) => ({
              key: service.name,
              label: service.name,
              children: (
                <Space wrap>
                  <Tag color={service.status === 'ok' ? 'green' : 'red'}>{service.status}</Tag>
                  {service.latencyMs != null && <span>{service.latencyMs} ms</span>}
                  {service.error && <Typography.Text type="danger">{service.error}</Typography.Text>}
                </Space>
              ),
            }))}
          />
        )}
      </Card>
    </>
  );
}
