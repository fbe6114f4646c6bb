import { graphql } from '../../../graphql/document';

export const MyCreditsQuery = graphql(`
  query MyCredits {
    myCredits {
      balance
    }
  }
`);

/** The history's latest movements, newest first. */
export const MyTransactionsQuery = graphql(`
  query MyTransactions($pageSize: Int) {
    myTransactions(page: 1, pageSize: $pageSize) {
      id
      description
      type
      amount
      createdAt
    }
  }
`);

export const BoostJobMutation = graphql(`
  mutation BoostJob($jobId: ID!, $idempotencyKey: String!) {
    boostJob(jobId: $jobId, idempotencyKey: $idempotencyKey) {
      boostedUntil
      balance
    }
  }
`);

export const BoostMyProfileMutation = graphql(`
  mutation BoostMyProfile($idempotencyKey: String!) {
    boostMyProfile(idempotencyKey: $idempotencyKey) {
      boostedUntil
      balance
    }
  }
`);
