import { graphql } from '../../../graphql/document';

export const DashboardProfileQuery = graphql(`
  query DashboardProfile {
    myProfile {
      id
      fullName
      profession
      profilePicUrl
      coverPicUrl
      available
      availableFrom
    }
  }
`);

/** The employer dashboard's worker cards (spec §9: two of them). */
export const DashboardAvailableWorkersQuery = graphql(`
  query DashboardAvailableWorkers($limit: Int) {
    availableWorkers(limit: $limit) {
      id
      fullName
      profession
      category
      price
      rating
      reviewCount
      verified
      available
      boosted
      profilePicUrl
      locality {
        label
      }
    }
  }
`);

export const DashboardJobsQuery = graphql(`
  query DashboardJobs($input: JobSearchInput) {
    jobs(input: $input) {
      items {
        id
        title
        employerName
        location
        contractType
        createdAt
      }
    }
  }
`);

export const DashboardMyJobsQuery = graphql(`
  query DashboardMyJobs {
    myJobs {
      id
      title
      isActive
      boosted
      createdAt
      applicationCount
    }
  }
`);
