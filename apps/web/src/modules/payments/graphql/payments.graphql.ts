import { graphql } from '../../../graphql/document';

export const CreditPacksQuery = graphql(`
  query CreditPacks {
    creditPacks {
      id
      name
      description
      price
      credits
    }
  }
`);

export const StartCreditPurchaseMutation = graphql(`
  mutation StartCreditPurchase($packId: ID!) {
    startCreditPurchase(packId: $packId) {
      link
      txRef
    }
  }
`);

export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      txRef
      status
      credits
    }
  }
`);

export const AdminTransactionsQuery = graphql(`
  query AdminTransactions($page: Int!, $pageSize: Int!, $q: String) {
    adminTransactions(page: $page, pageSize: $pageSize, q: $q) {
      total
      page
      pageSize
      items {
        id
        userId
        fullName
        email
        description
        type
        amount
        createdAt
      }
    }
  }
`);

export const AdminPaymentsQuery = graphql(`
  query AdminPayments($page: Int!, $pageSize: Int!, $q: String, $sort: AdminPaymentsSort, $order: SortOrder) {
    adminPayments(page: $page, pageSize: $pageSize, q: $q, sort: $sort, order: $order) {
      total
      page
      pageSize
      items {
        txRef
        userId
        fullName
        email
        amount
        paidAmount
        credits
        status
        credited
        reviewReason
        createdAt
      }
    }
  }
`);

export const AdminCreditStuckPaymentsMutation = graphql(`
  mutation AdminCreditStuckPayments {
    adminCreditStuckPayments {
      examined
      credited
      remaining {
        txRef
        reason
      }
    }
  }
`);
