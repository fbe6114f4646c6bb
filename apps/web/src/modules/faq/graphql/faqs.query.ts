import { graphql } from '../../../graphql/generated';

export const FaqsQuery = graphql(`
  query Faqs {
    faqs {
      id
      question
      answer
      category
    }
  }
`);
