import { graphql } from '../../../graphql/document';

export const FAQS_KEY = ['faqs'] as const;

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
