import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';

export const LOGIN_IMAGE_URL_MESSAGE =
  "L'image doit être une adresse http(s) ou un fichier envoyé sur Liggeey (/files/…).";

/** The /admin-login background: an uploaded file (`/files/…`) or a picture elsewhere on the web. */
export const loginImageUrlSchema = z
  .string()
  .trim()
  .max(2000, { error: LOGIN_IMAGE_URL_MESSAGE })
  .refine((url) => /^\/files\/[\w./-]+$/.test(url) || (URL.canParse(url) && /^https?:/.test(url)), {
    error: LOGIN_IMAGE_URL_MESSAGE,
  });

export const loginImageSchema = z.object({ url: loginImageUrlSchema.nullable() });
export type LoginImageDto = z.infer<typeof loginImageSchema>;

/** Admins choose the login page's image (setting `login_page_image`); null goes back to none. */
export const IdentityAppearanceRpc = {
  setLoginImage: defineRpc('identity.appearance.setLoginImage', loginImageSchema, loginImageSchema),
} as const;
