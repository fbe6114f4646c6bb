import { graphql } from '../../../graphql/document';

export const SubscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($email: String!) {
    subscribeToNewsletter(email: $email) {
      email
    }
  }
`);
