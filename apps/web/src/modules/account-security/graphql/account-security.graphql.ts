import { graphql } from '../../../graphql/document';

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      country
      signedInAt
      lastSeenAt
      current
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      endedSessions
    }
  }
`);

export const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($password: String!, $newEmail: String!) {
    requestEmailChange(password: $password, newEmail: $newEmail) {
      message
    }
  }
`);

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token)
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const EndAllSessionsMutation = graphql(`
  mutation EndAllSessions {
    endAllSessions
  }
`);
