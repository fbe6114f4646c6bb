import { graphql } from '../../../graphql/document';

export const AdminJobsQuery = graphql(`
  query AdminJobs($input: AdminJobsInput) {
    adminJobs(input: $input) {
      total
      items {
        id
        title
        employerName
        isActive
        createdAt
      }
    }
  }
`);

export const SetJobActiveMutation = graphql(`
  mutation SetJobActive($id: ID!, $active: Boolean!) {
    setJobActive(id: $id, active: $active) {
      id
      isActive
    }
  }
`);

export const DeleteJobMutation = graphql(`
  mutation DeleteJob($id: ID!) {
    deleteJob(id: $id)
  }
`);
