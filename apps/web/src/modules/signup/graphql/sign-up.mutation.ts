import { graphql } from '../../../graphql/generated';

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      email
    }
  }
`);
