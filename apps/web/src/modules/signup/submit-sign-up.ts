import { UploadError, postForm } from '../../shared/uploads/upload-file';
import type { SignUpRole } from './sign-up-role';

export type SignUpFields = {
  type: SignUpRole;
  fullName: string;
  email: string;
  password: string;
  profession?: string;
};

export type SignUpFiles = {
  avatar?: File;
  cover?: File;
  cv?: File;
};

/**
 * Sends the sign-up form with its pictures and CV in one multipart request (POST /uploads/signup):
 * the gateway checks and stores the files, then creates the account with them. Throws an
 * UploadError carrying the server's French message when it refuses.
 */
export async function submitSignUp(fields: SignUpFields, files: SignUpFiles): Promise<{ email: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries<string | undefined>(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (const [name, file] of Object.entries<File | undefined>(files)) {
    if (file) form.append(name, file, file.name);
  }
  const answer = await postForm('/uploads/signup', form);
  if (typeof answer.email !== 'string')
    throw new UploadError('BAD_RESPONSE', 'Réponse inattendue du serveur.');
  return { email: answer.email };
}
