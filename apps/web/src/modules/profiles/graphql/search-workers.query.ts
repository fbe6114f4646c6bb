import { graphql } from '../../../graphql/document';

/** /search (employers and admins): worker cards, with the distance when a locality is the reference. */
export const SearchWorkersQuery = graphql(`
  query SearchWorkers($input: WorkerSearchInput!) {
    searchWorkers(input: $input) {
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
        distanceKm
        locality {
          label
        }
      }
    }
  }
`);
