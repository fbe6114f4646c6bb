import { graphql } from '../../../graphql/document';

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);
