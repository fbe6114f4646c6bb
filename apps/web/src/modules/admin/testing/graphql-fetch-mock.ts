import { vi } from 'vitest';
import { expectAcceptedByGateway } from './gateway-schema';

export interface SentRequest {
  operation: string;
  query: string;
  variables?: Record<string, unknown>;
}

/** What a handler answers: the `data` of the operation, or an error as the gateway sends it. */
export type MockAnswer = { data: unknown } | { error: { message: string; code: string } };

export type MockHandlers = Record<string, (variables: Record<string, unknown> | undefined) => MockAnswer>;

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs `fetch` with a gateway answering each operation by name from `handlers` (mutable, so a test
 * may swap one). Operations without a handler fail, so an unexpected request shows up in the test;
 * a request the gateway's schema would refuse fails the test.
 */
export function stubGraphqlFetch(handlers: MockHandlers) {
  const fetchMock = vi.fn<typeof fetch>((_url, init) => {
    const request = JSON.parse(init?.body as string) as Omit<SentRequest, 'operation'>;
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(request.query)?.[1] ?? '';
    expectAcceptedByGateway(request.query, request.variables);
    const handler = handlers[operation];
    const answer = handler?.(request.variables) ?? {
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
  const sent = (operation?: string): SentRequest[] =>
    fetchMock.mock.calls
      .map(([, init]) => {
        const request = JSON.parse(init?.body as string) as Omit<SentRequest, 'operation'>;
        return { ...request, operation: /^\s*(?:query|mutation)\s+(\w+)/.exec(request.query)?.[1] ?? '' };
      })
      .filter((request) => operation === undefined || request.operation === operation);
  return { fetchMock, sent };
}
