import { REQUEST_TIMEOUT_MS } from '../graphql/client';

/** The gateway's upload endpoints (POST /uploads/{kind}, multipart field `file`). */
export type UploadKind = 'avatar' | 'cover' | 'cv' | 'portfolio' | 'article' | 'login-image';

export interface UploadResult {
  url: string;
  /** Sent back for portfolio files: image, pdf or video. */
  type?: string;
}

// Files can be several megabytes on a slow phone connection: far longer than a GraphQL request.
const UPLOAD_TIMEOUT_MS = 6 * REQUEST_TIMEOUT_MS;

export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    /** The server's `code` (VALIDATION_FAILED, UNAUTHENTICATED…) or TIMEOUT / NETWORK_ERROR / BAD_RESPONSE. */
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface UploadErrorBody {
  code?: unknown;
  message?: unknown;
}

/**
 * POSTs a multipart form to a gateway endpoint (with the bearer token when there is one) and
 * returns the JSON answer, or throws an {@link UploadError} carrying the server's French message.
 */
export async function postForm(
  path: string,
  body: FormData,
  { token, signal }: { token?: string | undefined; signal?: AbortSignal } = {},
): Promise<Record<string, unknown>> {
  const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) {
      throw new UploadError('TIMEOUT', "L'envoi du fichier prend trop de temps.", { cause: error });
    }
    throw new UploadError('NETWORK_ERROR', 'Impossible de contacter le serveur.', { cause: error });
  }
  const payload = (await response.json().catch(() => undefined)) as
    (Record<string, unknown> & UploadErrorBody) | undefined;
  if (response.ok && payload) return payload;
  if (typeof payload?.code === 'string' && typeof payload.message === 'string') {
    throw new UploadError(payload.code, payload.message);
  }
  throw new UploadError('BAD_RESPONSE', `Réponse inattendue du serveur (HTTP ${response.status}).`);
}

/** Sends one file to POST /uploads/{kind} and returns its public URL. */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  options: { token: string | undefined; signal?: AbortSignal },
): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const payload = await postForm(`/uploads/${kind}`, body, options);
  if (typeof payload.url !== 'string') {
    throw new UploadError('BAD_RESPONSE', 'Réponse inattendue du serveur.');
  }
  return { url: payload.url, type: typeof payload.type === 'string' ? payload.type : undefined };
}

/** Spec §8: "Erreur d'upload", with the server's reason when it refused the file. */
export function uploadFailureDescription(error: unknown, fallback: string): string {
  return error instanceof UploadError && error.code === 'VALIDATION_FAILED' ? error.message : fallback;
}
