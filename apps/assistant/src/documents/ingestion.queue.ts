/** The assistant's own queue: extraction and indexing of uploaded training documents. */
export const INGESTION_QUEUE = 'assistant-ingestion';

export interface IngestionJob {
  documentId: string;
}
