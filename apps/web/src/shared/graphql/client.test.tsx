import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HealthQuery } from '../../modules/system/graphql/health.query';
import { GraphQLRequestError, graphqlRequest, REQUEST_TIMEOUT_MS, setIdentitySource } from './client';
import { requestBody } from './early-requests';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that never answers on its own, like a stalled gateway, but honours its abort signal. */
function stalledFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    // Rejects the way a real fetch does when its signal aborts.
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('This operation was aborted', 'AbortError')),
    );
  });
}

describe('graphqlRequest', () => {
  it('POSTs the document text to /graphql and returns the data', async () => {
    const health = { status: 'ok', services: [] };
    fetchMock.mockResolvedValue(jsonResponse({ data: { health } }));

    await expect(graphqlRequest(HealthQuery)).resolves.toEqual({ health });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    const sent = JSON.parse(init?.body as string) as { query: string };
    expect(sent.query).toContain('query Health');
  });

  it('throws the code carried by extensions.code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: null,
        errors: [
          { message: 'Veuillez vous connecter pour continuer.', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      }),
    );

    const error = await graphqlRequest(HealthQuery).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Veuillez vous connecter pour continuer.',
    });
  });

  it('reads the error code from a non-2xx GraphQL response too', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ errors: [{ message: 'Trop de requêtes.', extensions: { code: 'RATE_LIMITED' } }] }, 429),
    );

    await expect(graphqlRequest(HealthQuery)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('gives up with TIMEOUT after 10 s without an answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(stalledFetch);

    const outcome = graphqlRequest(HealthQuery).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    await expect(outcome).resolves.toMatchObject({ name: 'GraphQLRequestError', code: 'TIMEOUT' });
  });

  it("lets the caller's own cancellation through as an abort, not a timeout", async () => {
    fetchMock.mockImplementation(stalledFetch);
    const caller = new AbortController();

    const outcome = graphqlRequest(HealthQuery, undefined, { signal: caller.signal });
    caller.abort();

    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a proxy error page (gateway down) as SERVICE_UNAVAILABLE', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));

    await expect(graphqlRequest(HealthQuery)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));

    await expect(graphqlRequest(HealthQuery)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  describe("with the page's early requests", () => {
    const health = { status: 'ok', services: [] };

    afterEach(() => {
      delete window.liggeeyEarlyRequests;
    });

    it('takes the answer the page asked for, once, instead of sending the request again', async () => {
      window.liggeeyEarlyRequests = {
        [requestBody(HealthQuery)]: Promise.resolve(jsonResponse({ data: { health } })),
      };
      fetchMock.mockResolvedValue(jsonResponse({ data: { health: { status: 'later', services: [] } } }));

      await expect(graphqlRequest(HealthQuery)).resolves.toEqual({ health });
      expect(fetchMock).not.toHaveBeenCalled();

      await expect(graphqlRequest(HealthQuery)).resolves.toEqual({
        health: { status: 'later', services: [] },
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('sends a signed-in request itself: the early answer is anonymous', async () => {
      window.liggeeyEarlyRequests = {
        [requestBody(HealthQuery)]: Promise.resolve(jsonResponse({ data: { health } })),
      };
      fetchMock.mockResolvedValue(jsonResponse({ data: { health } }));
      const withdraw = setIdentitySource(() => Promise.resolve({ token: 'token-1', memberId: 'worker-1' }));
      try {
        await graphqlRequest(HealthQuery);
      } finally {
        withdraw();
      }

      expect(fetchMock).toHaveBeenCalledTimes(1);
      const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
      expect(headers.get('authorization')).toBe('Bearer token-1');
      expect(headers.get('x-liggeey-member')).toBe('worker-1');
      expect(window.liggeeyEarlyRequests[requestBody(HealthQuery)]).toBeDefined();
    });

    it('names a member resumed offline without a token, and does not give them the early answer', async () => {
      window.liggeeyEarlyRequests = {
        [requestBody(HealthQuery)]: Promise.resolve(jsonResponse({ data: { health } })),
      };
      fetchMock.mockResolvedValue(jsonResponse({ data: { health } }));
      const withdraw = setIdentitySource(() => Promise.resolve({ memberId: 'worker-1' }));
      try {
        await graphqlRequest(HealthQuery);
      } finally {
        withdraw();
      }

      const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
      expect(headers.get('authorization')).toBeNull();
      expect(headers.get('x-liggeey-member')).toBe('worker-1');
    });

    it('reports a failed early request as a network error, which the next attempt sends again', async () => {
      window.liggeeyEarlyRequests = {
        [requestBody(HealthQuery)]: Promise.reject(new TypeError('Failed to fetch')),
      };
      fetchMock.mockResolvedValue(jsonResponse({ data: { health } }));

      await expect(graphqlRequest(HealthQuery)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
      await expect(graphqlRequest(HealthQuery)).resolves.toEqual({ health });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
