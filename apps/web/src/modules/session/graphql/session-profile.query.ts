import { graphql } from '../../../graphql/generated';

export const SessionProfileQuery = graphql(`
  query SessionProfile {
    myProfile {
      id
      fullName
      profilePicUrl
    }
  }
`);
