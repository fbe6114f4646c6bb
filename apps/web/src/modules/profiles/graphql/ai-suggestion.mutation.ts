import { graphql } from '../../../graphql/document';

export const UnlockAiSuggestionMutation = graphql(`
  mutation UnlockAiSuggestion($idempotencyKey: String!) {
    unlockAiSuggestion(idempotencyKey: $idempotencyKey) {
      transactionId
      balance
    }
  }
`);
