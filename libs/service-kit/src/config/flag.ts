import { z } from 'zod';

/** A yes/no environment variable, written `true` or `false`. */
export const flagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');
