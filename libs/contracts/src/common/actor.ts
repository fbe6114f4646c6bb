import { z } from 'zod';

export const USER_TYPES = ['worker', 'employer', 'admin'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Who is asking: the gateway puts the verified token's subject and type in every request. */
export const actorSchema = z.object({ id: z.uuid(), type: userTypeSchema });
export type Actor = z.infer<typeof actorSchema>;
