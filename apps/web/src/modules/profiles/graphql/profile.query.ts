import { graphql } from '../../../graphql/document';

export const ProfileQuery = graphql(`
  query Profile($id: ID!) {
    profile(id: $id) {
      id
      fullName
      type
      profession
      category
      description
      profilePicUrl
      coverPicUrl
      cvUrl
      available
      availableFrom
      verified
      price
      rating
      reviewCount
      followerCount
      followedByMe
      locality {
        id
        label
      }
      contact {
        phone
        email
        address
      }
    }
  }
`);
