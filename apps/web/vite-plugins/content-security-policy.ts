import { createHash } from 'node:crypto';

/**
 * What the app loads, and from where. Scripts come from the app's origin only, plus the page's own
 * inline scripts by their hash (the theme applied before the first paint, the home page's loader),
 * so an injected script never runs. antd writes its styles at run time (CSS-in-JS), hence inline
 * styles. Pictures may be given by address (the login image, articles' images).
 */
const DIRECTIVES: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // GraphQL, socket.io (its WebSocket is same-origin) and the sign-in provider behind the gateway.
  'connect-src': ["'self'"],
  // keycloak-js' silent check-sso page, in a hidden frame.
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const CHARSET = /<meta charset="[^"]+" ?\/?>/i;

/**
 * The page with its Content-Security-Policy in a `<meta>` right after the charset, before any
 * script: written at build time from the page itself, so the hashes always match its inline
 * scripts. The directives a `<meta>` cannot carry (frame-ancestors) are nginx's headers
 * (deploy/nginx/web.conf.template).
 */
export function withContentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  const policy = Object.entries(DIRECTIVES)
    .map(([name, sources]) => [name, ...sources, ...(name === 'script-src' ? hashes : [])].join(' '))
    .join('; ');
  if (!CHARSET.test(html)) throw new Error('the page has no <meta charset> to put its policy after');
  return html.replace(
    CHARSET,
    (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}
