import { useCallback } from 'react';
import { useSession } from '../../modules/session/hooks/use-session';
import { uploadFile, type UploadKind, type UploadResult } from './upload-file';

/** {@link uploadFile} with a fresh token from the signed-in session. */
export function useUploadFile(): (kind: UploadKind, file: File) => Promise<UploadResult> {
  const { token } = useSession();
  return useCallback(async (kind, file) => uploadFile(kind, file, { token: await token() }), [token]);
}
