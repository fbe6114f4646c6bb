import { graphql } from '../../../graphql/document';

export const ReviewsQuery = graphql(`
  query Reviews($workerId: ID!) {
    reviews(workerId: $workerId) {
      id
      employerName
      jobTitle
      rating
      comment
      createdAt
    }
  }
`);
