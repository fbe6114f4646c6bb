import { z } from 'zod';

/** A town or neighbourhood of Senegal; its coordinates stay in the service (distances, proximity). */
export const localitySchema = z.object({
  id: z.uuid(),
  /** e.g. 'Médina' */
  name: z.string(),
  /** The town it belongs to, e.g. 'Dakar' (equals name for a town). */
  city: z.string(),
  /** 'Médina, Dakar' or 'Thiès' */
  label: z.string(),
});
export type LocalityDto = z.infer<typeof localitySchema>;

/** How a locality is shown: 'Médina, Dakar' for a neighbourhood, 'Thiès' for a town. */
export function localityLabel(name: string, city: string): string {
  return name === city ? city : `${name}, ${city}`;
}
