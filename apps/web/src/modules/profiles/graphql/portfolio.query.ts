import { graphql } from '../../../graphql/document';

export const PortfolioQuery = graphql(`
  query Portfolio($ownerId: ID!) {
    portfolio(ownerId: $ownerId) {
      id
      title
      description
      type
      fileUrl
      createdAt
    }
  }
`);

export const AddPortfolioItemMutation = graphql(`
  mutation AddPortfolioItem($input: PortfolioItemInput!) {
    addPortfolioItem(input: $input) {
      id
    }
  }
`);

export const UpdatePortfolioItemMutation = graphql(`
  mutation UpdatePortfolioItem($id: ID!, $input: PortfolioItemInput!) {
    updatePortfolioItem(id: $id, input: $input) {
      id
    }
  }
`);

export const DeletePortfolioItemMutation = graphql(`
  mutation DeletePortfolioItem($id: ID!) {
    deletePortfolioItem(id: $id)
  }
`);
