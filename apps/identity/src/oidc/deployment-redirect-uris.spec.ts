import { webRedirectUris } from '@liggeey/contracts/web-redirects';
import {
  OVERLAYS,
  composeEnvironment,
  containerEnvironment,
  find,
  loadCompose,
  publicOrigin,
  renderOverlay,
} from '@liggeey/deploy-check';
import { describe, expect, it } from 'vitest';
import { identityConfigSchema } from '../config/identity-config.js';
import { allowedRedirectUri } from './redirect-uri.js';

/**
 * Each deployment's identity settings, read as the identity service reads them (its own config
 * schema), must accept every address the web app comes back to on that deployment's public
 * origin, with the identity's own redirect rule; and the issuer and the /login address must be
 * on that origin too (the browser reaches identity through the web app's /realms proxy).
 */
function expectSignInWorks(environment: Record<string, string>, origin: string): void {
  const config = identityConfigSchema.parse(environment);
  expect(new URL(config.WEB_URL).origin).toBe(origin);
  expect(config.OIDC_ISSUER).toBe(`${origin}/realms/liggeey`);
  for (const uri of webRedirectUris(origin)) {
    expect(allowedRedirectUri(uri, config.OIDC_REDIRECT_URIS), uri).toBe(uri);
    // keycloak-js keeps the page's query; the rule ignores it.
    expect(allowedRedirectUri(`${uri}?tab=1`, config.OIDC_REDIRECT_URIS), `${uri}?tab=1`).not.toBeNull();
  }
}

describe('redirect addresses of each deployment', () => {
  it('docker-compose: the web app published on localhost:5173 signs in, out and checks the session', () => {
    const compose = loadCompose();
    const web = compose.services['web'];
    const identity = compose.services['identity'];
    expect(web?.ports).toContain('5173:80');
    if (!identity) throw new Error('no identity service');
    expectSignInWorks(composeEnvironment(identity), 'http://localhost:5173');
  });

  it('docker-compose with another WEB_PORT follows it', () => {
    const identity = loadCompose({ WEB_PORT: '8000' }).services['identity'];
    if (!identity) throw new Error('no identity service');
    expectSignInWorks(composeEnvironment(identity), 'http://localhost:8000');
  });

  it.each(OVERLAYS)(
    'Kubernetes overlay %s: the Ingress host signs in, out and checks the session',
    (overlay) => {
      const objects = renderOverlay(overlay);
      const identity = find(objects, 'Deployment', 'identity');
      const environment = containerEnvironment(objects, identity);
      if (overlay === 'prod') {
        // Rendered from the secrets' templates, whose placeholders identity refuses on purpose.
        expect(() => identityConfigSchema.parse(environment)).toThrow(/DEVICE_COOKIE_SECRET/);
        expect(() => identityConfigSchema.parse(environment)).toThrow(/NATS_PASSWORD/);
        environment['DEVICE_COOKIE_SECRET'] = 'a-real-secret-of-at-least-32-characters-long';
        environment['NATS_PASSWORD'] = 'n0a1b2c3d4e5f60718293a4b5c6d7e8f9';
      }
      expectSignInWorks(environment, publicOrigin(objects));
    },
  );

  it('a list with the site root only refuses the sign-in landing page (the bug of issue 17)', () => {
    const config = identityConfigSchema.parse({ OIDC_REDIRECT_URIS: 'http://localhost:5173/' });
    expect(allowedRedirectUri('http://localhost:5173/dashboard', config.OIDC_REDIRECT_URIS)).toBeNull();
  });
});
