import { graphql } from '../../../graphql/document';

export const JobsQuery = graphql(`
  query Jobs($input: JobSearchInput) {
    jobs(input: $input) {
      total
      page
      pageSize
      items {
        id
        employerId
        employerName
        title
        category
        contractType
        location
        salary
        description
        boosted
        createdAt
        myApplication {
          id
          status
        }
      }
    }
  }
`);

export const MyApplicationsQuery = graphql(`
  query MyApplications {
    myApplications {
      id
      status
      createdAt
      job {
        id
        title
        employerName
        location
      }
    }
  }
`);

export const MyJobsQuery = graphql(`
  query MyJobs {
    myJobs {
      id
      title
      category
      contractType
      location
      salary
      isActive
      createdAt
      applicationCount
    }
  }
`);

export const JobApplicationsQuery = graphql(`
  query JobApplications($jobId: ID!) {
    jobApplications(jobId: $jobId) {
      id
      jobId
      workerId
      message
      status
      canReview
      createdAt
      worker {
        id
        fullName
        profession
      }
    }
  }
`);

export const CreateJobMutation = graphql(`
  mutation CreateJob($input: JobInput!) {
    createJob(input: $input) {
      id
    }
  }
`);

export const ApplyToJobMutation = graphql(`
  mutation ApplyToJob($jobId: ID!, $message: String) {
    applyToJob(jobId: $jobId, message: $message) {
      id
      jobId
      status
    }
  }
`);

export const SetApplicationStatusMutation = graphql(`
  mutation SetApplicationStatus($id: ID!, $status: ApplicationStatus!) {
    setApplicationStatus(id: $id, status: $status) {
      id
      status
      canReview
    }
  }
`);

export const AddReviewMutation = graphql(`
  mutation AddJobReview($input: ReviewInput!) {
    addReview(input: $input) {
      id
    }
  }
`);
