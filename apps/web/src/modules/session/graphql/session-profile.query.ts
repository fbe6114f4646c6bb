import { graphql } from '../../../graphql/document';

export const SessionProfileQuery = graphql(`
  query SessionProfile {
    myProfile {
      id
      fullName
      profilePicUrl
    }
  }
`);
