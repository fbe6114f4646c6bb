import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

/** The NATS object store holding uploaded training files until the assistant has read them. */
export const trainingFilesBucket = (namespace: string) => `${namespace}_assistant_training_files`;

export const TRAINING_FILE_MAX_MEGABYTES = 10;

export const TRAINING_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export type TrainingMimeType = (typeof TRAINING_MIME_TYPES)[number];

export const DOCUMENT_STATUSES = ['pending', 'extracting', 'indexing', 'ready', 'failed'] as const;
export type DocumentStatusDto = (typeof DOCUMENT_STATUSES)[number];

export const DUPLICATE_DOCUMENT_MESSAGE = 'Ce document a déjà été importé.';
export const NO_TEXT_MESSAGE = "Aucun texte n'a pu être extrait de ce document.";
export const UNREADABLE_DOCUMENT_MESSAGE = 'Ce document est illisible ou endommagé.';
export const INDEXING_FAILED_MESSAGE =
  'Le traitement du document a échoué. Supprimez-le puis importez-le à nouveau.';

export const trainingDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  mimeType: z.enum(TRAINING_MIME_TYPES),
  sizeBytes: z.number().int().min(0),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why it failed (French), when it did. */
  error: z.string().nullable(),
  passages: z.number().int().min(0),
  uploadedBy: z.uuid(),
  createdAt: z.iso.datetime(),
});
export type TrainingDocumentDto = z.infer<typeof trainingDocumentSchema>;

export const registerDocumentSchema = z.object({
  title: z.string().trim().min(1).max(200),
  mimeType: z.enum(TRAINING_MIME_TYPES),
  sizeBytes: z
    .number()
    .int()
    .min(1)
    .max(TRAINING_FILE_MAX_MEGABYTES * 1024 * 1024),
  /** SHA-256 of the bytes, hex; also the object's name in the bucket. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type RegisterDocument = z.infer<typeof registerDocumentSchema>;

/** Training documents of /admin/ai-training (admin only). */
export const AssistantDocumentsRpc = {
  /** The file is in the bucket under its hash: queue its extraction. CONFLICT for a duplicate. */
  register: defineRpc('assistant.documents.register', registerDocumentSchema, trainingDocumentSchema),
  list: defineRpc('assistant.documents.list', z.object({}), z.array(trainingDocumentSchema)),
  /** Its passages go at once; so does its file. */
  delete: defineRpc(
    'assistant.documents.delete',
    z.object({ id: z.string().max(100) }),
    z.object({ deleted: z.literal(true) }),
  ),
} as const;
