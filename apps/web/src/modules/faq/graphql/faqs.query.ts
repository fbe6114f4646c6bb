import { graphql } from '../../../graphql/document';

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
