import { graphql } from '../../../graphql/document';

export const AssistantAnalysisQuery = graphql(`
  query AssistantAnalysis {
    assistantAnalysis {
      asked
      answered
      perDay {
        day
        asked
        answered
      }
      bySource {
        knowledge
        faq
        document
      }
      topQuestions {
        question
        count
      }
      topUnanswered {
        question
        count
      }
      suggestionsSold
      suggestionCredits
    }
  }
`);
