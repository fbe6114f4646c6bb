import { graphql } from '../../../graphql/document';

export const TrainingDocumentsQuery = graphql(`
  query TrainingDocuments {
    trainingDocuments {
      id
      title
      mimeType
      sizeBytes
      status
      error
      passages
      uploadedBy
      createdAt
    }
  }
`);

export const DeleteTrainingDocumentMutation = graphql(`
  mutation DeleteTrainingDocument($id: ID!) {
    deleteTrainingDocument(id: $id)
  }
`);
