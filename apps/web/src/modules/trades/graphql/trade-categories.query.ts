import { graphql } from '../../../graphql/document';

export const TradeCategoriesQuery = graphql(`
  query TradeCategories {
    tradeCategories {
      name
      trades {
        name
        category
        description
        skills
        salaryMin
        salaryMax
        workerCount
      }
    }
  }
`);
