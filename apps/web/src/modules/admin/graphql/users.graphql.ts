import { graphql } from '../../../graphql/document';

export const AdminUsersQuery = graphql(`
  query AdminUsers($input: AdminUsersInput) {
    adminUsers(input: $input) {
      total
      items {
        id
        fullName
        type
        profession
        profilePicUrl
        email
        status
        credits
        verified
        createdAt
      }
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: AdminUserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
      fullName
      type
      profession
      profilePicUrl
      email
      status
      verified
      createdAt
    }
  }
`);

export const SuspendUserMutation = graphql(`
  mutation SuspendUser($id: ID!) {
    suspendUser(id: $id) {
      id
      status
    }
  }
`);

export const ReactivateUserMutation = graphql(`
  mutation ReactivateUser($id: ID!) {
    reactivateUser(id: $id) {
      id
      status
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);
