import { graphql } from '../../../graphql/document';

export const TRADE_CATEGORIES_KEY = ['trade-categories'] as const;

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
