import { REQUEST_TIMEOUT_MS } from '../graphql/client';

export class DownloadError extends Error {
  override readonly name = 'DownloadError';

  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

// A guide or a video on a slow phone connection takes far longer than a GraphQL request.
const DOWNLOAD_TIMEOUT_MS = 30 * REQUEST_TIMEOUT_MS;

/**
 * A private file (a bought product's, a CV) with the bearer token: the gateway checks who asks,
 * such files have no public URL. The bytes go to the browser as a download under the server's name.
 */
export async function downloadFile(path: string, token: string | undefined): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new DownloadError(undefined, 'Impossible de contacter le serveur.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    throw new DownloadError(
      response.status,
      typeof body?.message === 'string' ? body.message : 'Le téléchargement a échoué.',
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? 'fichier';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the bytes are released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The UTF-8 name of an `attachment` header (RFC 6266), else its plain one. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall back to the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}
