import { graphql } from '../../../graphql/generated';

export const UnlockAiSuggestionMutation = graphql(`
  mutation UnlockAiSuggestion($idempotencyKey: String!) {
    unlockAiSuggestion(idempotencyKey: $idempotencyKey) {
      transactionId
      balance
    }
  }
`);
