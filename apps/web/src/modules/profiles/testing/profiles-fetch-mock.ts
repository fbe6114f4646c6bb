import { vi } from 'vitest';
import type { MockHandlers, SentRequest } from '../../admin/testing/graphql-fetch-mock';

export interface SentUpload {
  kind: string;
  file: File;
  authorization: string | null;
}

/** What POST /uploads/{kind} answers: a URL (and type), or the gateway's error body with its status. */
export type UploadAnswer = { url: string; type?: string } | { status: number; code: string; message: string };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs `fetch` with a gateway answering GraphQL operations by name from `handlers` and uploads
 * from `uploads` (both mutable). Anything unexpected fails, so it shows up in the test.
 */
export function stubGatewayFetch(
  handlers: MockHandlers,
  uploads: Partial<Record<string, (file: File) => UploadAnswer>> = {},
) {
  const graphqlRequests: SentRequest[] = [];
  const uploadRequests: SentUpload[] = [];
  const fetchMock = vi.fn<typeof fetch>((url, init) => {
    const path = typeof url === 'string' ? url : url instanceof URL ? url.pathname : url.url;
    if (path.startsWith('/uploads/')) {
      const kind = path.slice('/uploads/'.length);
      const file = (init?.body as FormData).get('file') as File;
      uploadRequests.push({ kind, file, authorization: new Headers(init?.headers).get('authorization') });
      const answer = uploads[kind]?.(file) ?? { status: 404, code: 'NOT_FOUND', message: 'Route inconnue.' };
      return Promise.resolve(
        'url' in answer
          ? jsonResponse(answer)
          : jsonResponse({ code: answer.code, message: answer.message }, answer.status),
      );
    }
    const request = JSON.parse(init?.body as string) as Omit<SentRequest, 'operation'>;
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(request.query)?.[1] ?? '';
    graphqlRequests.push({ ...request, operation });
    const answer = handlers[operation]?.(request.variables) ?? {
      error: { message: `Opération inattendue : ${operation}`, code: 'INTERNAL' },
    };
    return Promise.resolve(
      jsonResponse(
        'data' in answer
          ? { data: answer.data }
          : {
              data: null,
              errors: [{ message: answer.error.message, extensions: { code: answer.error.code } }],
            },
      ),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    sent: (operation?: string) =>
      graphqlRequests.filter((request) => operation === undefined || request.operation === operation),
    uploads: uploadRequests,
  };
}

/** A worker profile as the API returns it, with `overrides`. */
export function workerProfile(overrides: Record<string, unknown> = {}) {
  return {
    id: 'worker-7',
    fullName: 'Awa Diop',
    type: 'worker',
    profession: 'Couturier',
    category: 'Artisanat',
    description: 'Couture sur mesure depuis 10 ans.',
    profilePicUrl: null,
    coverPicUrl: null,
    cvUrl: null,
    available: true,
    availableFrom: null,
    verified: true,
    price: 2500,
    rating: 4.5,
    reviewCount: 3,
    followerCount: 2,
    followedByMe: false,
    boosted: false,
    distanceKm: null,
    locality: { id: 'loc-1', label: 'Médina, Dakar' },
    contact: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
