import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { graphqlRequest } from '../../../shared/graphql/client';
import { AdminDashboardQuery } from '../graphql/dashboard.graphql';
import { formatRevenueEur, formatRevenueXof } from '../revenue';

/** Shown for a figure whose service did not answer. */
const UNKNOWN = '—';

/** The dashboard's figures (backoffice §2): profiles by type, jobs, products and revenue. */
export function AdminStats() {
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => graphqlRequest(AdminDashboardQuery, undefined, { signal }),
    select: (data) => data.adminDashboard,
  });
  if (dashboard.isError) {
    return <Alert type="error" showIcon title="Impossible de charger les statistiques." />;
  }
  const figures = dashboard.data;
  const count = (value: number | null | undefined) => (value == null ? UNKNOWN : value);
  const revenue = figures?.revenueXof;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
      {[
        { title: 'Professionnels', value: count(figures?.workers) },
        { title: 'Employeurs', value: count(figures?.employers) },
        { title: 'Administrateurs', value: count(figures?.admins) },
        { title: 'Offres publiées', value: count(figures?.jobs) },
        { title: 'Produits en boutique', value: count(figures?.products) },
      ].map(({ title, value }) => (
        <Col key={title} xs={12} md={8} lg={4}>
          <Card loading={dashboard.isPending}>
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
      <Col xs={24} md={16} lg={8}>
        <Card loading={dashboard.isPending}>
          <Statistic title="Revenus" value={revenue == null ? UNKNOWN : formatRevenueEur(revenue)} />
          {revenue != null && <div>{formatRevenueXof(revenue)}</div>}
        </Card>
      </Col>
    </Row>
  );
}
