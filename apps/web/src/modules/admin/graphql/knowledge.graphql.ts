import { graphql } from '../../../graphql/document';

export const KnowledgeEntriesQuery = graphql(`
  query KnowledgeEntries {
    knowledgeEntries {
      id
      keywords
      responseTemplate
      requiredRole
      createdAt
    }
  }
`);

export const CreateKnowledgeEntryMutation = graphql(`
  mutation CreateKnowledgeEntry($input: KnowledgeInput!) {
    createKnowledgeEntry(input: $input) {
      id
      keywords
      responseTemplate
      requiredRole
      createdAt
    }
  }
`);

export const UpdateKnowledgeEntryMutation = graphql(`
  mutation UpdateKnowledgeEntry($id: ID!, $input: KnowledgeInput!) {
    updateKnowledgeEntry(id: $id, input: $input) {
      id
      keywords
      responseTemplate
      requiredRole
      createdAt
    }
  }
`);

export const DeleteKnowledgeEntryMutation = graphql(`
  mutation DeleteKnowledgeEntry($id: ID!) {
    deleteKnowledgeEntry(id: $id)
  }
`);
