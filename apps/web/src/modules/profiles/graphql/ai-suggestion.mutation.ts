import { graphql } from '../../../graphql/document';

export const AiSuggestionsMutation = graphql(`
  mutation AiSuggestions($q: String!, $idempotencyKey: String!) {
    aiSuggestions(q: $q, idempotencyKey: $idempotencyKey) {
      balance
      suggestions {
        score
        reason
        profile {
          id
          fullName
          profession
        }
      }
    }
  }
`);
