/**
 * The redirect-URI rule: a requested URI is allowed when its origin and path equal those of an
 * allow-listed URI exactly. Its query is ignored and kept (keycloak-js sends the page URL, whose
 * query the app may still need), its fragment is dropped (the code may travel in it). No wildcard,
 * no prefix match: `http://127.0.0.1:5173/` does not allow `http://127.0.0.1:5173/admin`, so the
 * web app passes its root as `redirectUri`. URIs with credentials or another scheme never match.
 */
export function allowedRedirectUri(requested: string, allowList: readonly string[]): string | null {
  const url = parseHttpUrl(requested);
  if (!url) return null;
  const key = originAndPath(url);
  const allowed = allowList.some((entry) => {
    const candidate = parseHttpUrl(entry);
    return candidate !== null && originAndPath(candidate) === key;
  });
  if (!allowed) return null;
  url.hash = '';
  return url.toString();
}

/** The redirect that hands the result back to the client, in its chosen response mode. */
export function redirectWithParams(
  redirectUri: string,
  params: Record<string, string>,
  responseMode: 'query' | 'fragment',
): string {
  const url = new URL(redirectUri);
  const encoded = new URLSearchParams(params).toString();
  if (responseMode === 'fragment') {
    url.hash = encoded;
  } else {
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  }
  return url.toString();
}

function parseHttpUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url;
}

function originAndPath(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
