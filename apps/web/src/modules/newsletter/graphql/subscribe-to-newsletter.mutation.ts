import { graphql } from '../../../graphql/generated';

export const SubscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($email: String!) {
    subscribeToNewsletter(email: $email) {
      email
      alreadySubscribed
    }
  }
`);
