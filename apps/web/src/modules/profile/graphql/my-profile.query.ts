import { graphql } from '../../../graphql/document';

export const MyProfileQuery = graphql(`
  query MyProfile {
    myProfile {
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
      price
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

export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: ProfileUpdateInput!) {
    updateMyProfile(input: $input) {
      id
    }
  }
`);
