import { graphql } from '../../../graphql/generated';

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);
