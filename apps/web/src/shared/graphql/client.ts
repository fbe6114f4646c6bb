import type { TypedDocumentString } from '../../graphql/generated/graphql';
import { MEMBER_HEADER } from '../../service-worker/member-reads';
import { requestBody, takeEarlyResponse } from './early-requests';

/** Spec: generic client request timeout of 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

export const GRAPHQL_ENDPOINT = '/graphql';

/**
 * Codes raised by the fetcher itself. Server codes arrive in `extensions.code` and follow the
 * shared catalogue of libs/contracts (VALIDATION_FAILED, UNAUTHENTICATED, …).
 */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK_ERROR' | 'BAD_RESPONSE';

// A server error without a code is treated like the catalogue's catch-all.
const UNCODED_SERVER_ERROR = 'INTERNAL';

const GATEWAY_UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export interface GraphQLErrorPayload {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: unknown; [key: string]: unknown };
}

interface GraphQLResponseBody<TResult> {
  data?: TResult | null;
  errors?: readonly GraphQLErrorPayload[];
}

export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';

  constructor(
    /** A server code from `extensions.code`, or a {@link ClientErrorCode}. */
    readonly code: ClientErrorCode | (string & Record<never, never>),
    message: string,
    readonly errors: readonly GraphQLErrorPayload[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Who sends a request: a member's token and id, only the id offline, nothing for a visitor. */
export interface RequestIdentity {
  token?: string;
  /** Lets the service worker keep the member's reads, and answer them offline (service-worker/). */
  memberId?: string;
}

type IdentitySource = () => Promise<RequestIdentity>;

let identitySource: IdentitySource | undefined;

/**
 * Lets the session hand a fresh access token to every request without this fetcher depending on
 * the session module. Returns the function that withdraws it.
 */
export function setIdentitySource(source: IdentitySource): () => void {
  identitySource = source;
  return () => {
    if (identitySource === source) identitySource = undefined;
  };
}

export interface GraphQLRequestOptions {
  /** The caller's cancellation (react-query passes one to every query function). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * POSTs a generated document to the gateway and returns its `data`, or throws a
 * {@link GraphQLRequestError}. A response carrying `errors` throws even with partial data: the
 * screens of this app treat a request as all-or-nothing.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: GraphQLRequestOptions = {},
): Promise<TResult> {
  // Read right before sending, so a token about to expire is renewed first.
  const { token, memberId } = (await identitySource?.()) ?? {};
  // The caller may have given up while the token was being renewed.
  signal?.throwIfAborted();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;

  let status: number | undefined;
  let answer: GraphQLResponseBody<TResult>;
  const body = requestBody(document, variables);
  // The page's HTML may have sent this very request already, anonymously, while the code downloaded.
  const early = token || memberId ? undefined : takeEarlyResponse(body);
  try {
    const response = await (early
      ? abortable(early, combined)
      : fetch(GRAPHQL_ENDPOINT, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(memberId ? { [MEMBER_HEADER]: memberId } : {}),
          },
          body,
          signal: combined,
        }));
    status = response.status;
    // GraphQL over HTTP may answer 4xx with a regular error body, so the status alone decides nothing.
    answer = (await response.json()) as GraphQLResponseBody<TResult>;
  } catch (error) {
    // The caller's own cancellation is not a failure: react-query must see the abort as is.
    if (signal?.aborted) throw error;
    throw transportError(error, timeout.signal.aborted, status);
  } finally {
    clearTimeout(timer);
  }

  const [firstError] = answer.errors ?? [];
  if (firstError) {
    const code = firstError.extensions?.code;
    throw new GraphQLRequestError(
      typeof code === 'string' ? code : UNCODED_SERVER_ERROR,
      firstError.message,
      answer.errors,
    );
  }
  if (answer.data == null) {
    throw new GraphQLRequestError('BAD_RESPONSE', `Réponse inattendue du serveur (HTTP ${status}).`);
  }
  return answer.data;
}

/** A request sent before the caller existed, given up on as the caller's own would be. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function transportError(cause: unknown, timedOut: boolean, status: number | undefined): GraphQLRequestError {
  if (timedOut) {
    return new GraphQLRequestError('TIMEOUT', 'Le serveur met trop de temps à répondre.', [], { cause });
  }
  if (status === undefined) {
    return new GraphQLRequestError('NETWORK_ERROR', 'Impossible de joindre le serveur.', [], { cause });
  }
  // A proxy's own error page when the gateway is down or restarting: worth retrying, unlike a bad body.
  if (GATEWAY_UNAVAILABLE_STATUSES.has(status)) {
    return new GraphQLRequestError(
      'SERVICE_UNAVAILABLE',
      'Le service est momentanément indisponible. Veuillez réessayer plus tard.',
      [],
      { cause },
    );
  }
  return new GraphQLRequestError('BAD_RESPONSE', `Réponse illisible du serveur (HTTP ${status}).`, [], {
    cause,
  });
}
