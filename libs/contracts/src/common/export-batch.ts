import { z } from 'zod';

/** Rows an export asks a service for at once: small messages, however long the list. */
export const EXPORT_BATCH_MAX = 1000;

/** The next batch after an opaque cursor (null: from the start), in the list's own order. */
export const exportBatchQuerySchema = z.object({
  after: z.string().max(200).nullable(),
  limit: z.number().int().min(1).max(EXPORT_BATCH_MAX),
});
export type ExportBatchQuery = z.infer<typeof exportBatchQuerySchema>;

export function exportBatchSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next: z.string().nullable() });
}
