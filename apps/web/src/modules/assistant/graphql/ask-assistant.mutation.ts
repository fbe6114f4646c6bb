import { graphql } from '../../../graphql/document';

export const AskAssistantMutation = graphql(`
  mutation AskAssistant($question: String!) {
    askAssistant(question: $question) {
      answered
      text
      related
      source {
        kind
        title
        link
      }
    }
  }
`);
