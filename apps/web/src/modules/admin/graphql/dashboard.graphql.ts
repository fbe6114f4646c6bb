import { graphql } from '../../../graphql/generated';

export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      workers
      employers
      admins
      jobs
      products
      revenueXof
    }
  }
`);
