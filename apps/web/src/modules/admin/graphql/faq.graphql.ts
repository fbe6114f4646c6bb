import { graphql } from '../../../graphql/document';

export const AdminFaqsQuery = graphql(`
  query AdminFaqs {
    adminFaqs {
      id
      question
      answer
      category
      createdAt
    }
  }
`);

export const CreateFaqMutation = graphql(`
  mutation CreateFaq($input: FaqInput!) {
    createFaq(input: $input) {
      id
      question
      answer
      category
      createdAt
    }
  }
`);

export const UpdateFaqMutation = graphql(`
  mutation UpdateFaq($id: ID!, $input: FaqInput!) {
    updateFaq(id: $id, input: $input) {
      id
      question
      answer
      category
      createdAt
    }
  }
`);

export const DeleteFaqMutation = graphql(`
  mutation DeleteFaq($id: ID!) {
    deleteFaq(id: $id)
  }
`);
