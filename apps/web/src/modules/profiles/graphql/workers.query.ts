import { graphql } from '../../../graphql/document';

/** Talent directory /profiles: the worker card fields of each result. */
export const WorkersQuery = graphql(`
  query Workers($input: WorkerSearchInput) {
    workers(input: $input) {
      total
      totalCapped
      page
      pageSize
      items {
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
  }
`);
