import { graphql } from '../../../graphql/document';

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
