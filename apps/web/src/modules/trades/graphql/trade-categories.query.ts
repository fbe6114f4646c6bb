import { graphql } from '../../../graphql/generated';

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
