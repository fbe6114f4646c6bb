import { graphql } from '../../../graphql/document';

export const CompetitionQuery = graphql(`
  query Competition($month: String) {
    competition(month: $month) {
      month
      frozen
      months
      top {
        rank
        memberId
        fullName
        type
        profilePicUrl
        score
      }
      me {
        rank
        memberId
        score
      }
      content {
        prizes
        tips
      }
    }
  }
`);

export const UpdateCompetitionContentMutation = graphql(`
  mutation UpdateCompetitionContent($input: CompetitionContentInput!) {
    updateCompetitionContent(input: $input) {
      prizes
      tips
    }
  }
`);
