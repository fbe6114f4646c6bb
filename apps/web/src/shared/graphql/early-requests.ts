import type { TypedDocumentString } from '../../graphql/generated/graphql';

/**
 * Requests a pre-rendered page starts from its HTML, while its code downloads (app/early-requests.ts
 * lists them, the build writes the script): keyed by their body, taken once by the first
 * {@link graphqlRequest} that sends the same body anonymously.
 */
const EARLY_REQUESTS_GLOBAL = 'liggeeyEarlyRequests';

declare global {
  interface Window {
    [EARLY_REQUESTS_GLOBAL]?: Record<string, Promise<Response> | undefined>;
  }
}

/** A request's JSON body, the same string for the page's script and for the app's client. */
export function requestBody<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
): string {
  return JSON.stringify({ query: document.toString(), variables });
}

/** The page's own answer to this body if its HTML asked for it and nobody took it yet. */
export function takeEarlyResponse(body: string): Promise<Response> | undefined {
  const early = window[EARLY_REQUESTS_GLOBAL];
  const response = early?.[body];
  if (early) early[body] = undefined;
  return response;
}

/**
 * The inline script that sends `bodies` to `endpoint` without a token (only public queries belong
 * there) once the page is first painted, as its code starts downloading (vite-plugins/prerender.ts):
 * the answer comes while the code downloads and runs, and the first paint does not share the
 * network with it.
 */
export function earlyRequestsScript(endpoint: string, bodies: readonly string[]): string {
  return `<script>(function (bodies) {
  var early = (window.${EARLY_REQUESTS_GLOBAL} = {});
  requestAnimationFrame(function () {
    setTimeout(function () {
      bodies.forEach(function (body) {
        early[body] = fetch(${JSON.stringify(endpoint)}, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
          body: body,
        });
        // Nobody may take it (another route opened first): an unread failure is not an error.
        early[body].catch(function () {});
      });
    });
  });
})(${JSON.stringify(bodies).replace(/</g, '\\u003c')});</script>`;
}
