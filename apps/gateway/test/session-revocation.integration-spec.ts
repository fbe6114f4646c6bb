import {
  type Backend,
  createRegisteredAccount,
  graphql,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Rufisque-Session-2026';
const MY_PROFILE = '{ myProfile { id } }';

/**
 * Issue 14: a browser session that ends (sign-out, reuse detected, 'Se déconnecter partout', a
 * password reset) ends its access tokens at the gateway within a second, not after their minutes.
 */
describe('access tokens of a closed session', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;

  beforeAll(async () => {
    backend = await startBackend(infra, { label: 'session_revocation', services: ['identity', 'profiles'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  async function signedIn() {
    const { email } = await createRegisteredAccount(
      db,
      { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
      { type: 'worker', fullName: 'Ndèye Sow', profession: 'Couturière', password: PASSWORD },
    );
    return signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
  }

  const asks = (accessToken: string) =>
    graphql<{ myProfile: { id: string } | null }>(backend.gatewayUrl, MY_PROFILE, {
      headers: { authorization: `Bearer ${accessToken}` },
    });

  /** How long after `since` the gateway first refused the token (polled every 50 ms, 3 s at most). */
  async function refusedAfter(accessToken: string, since: number): Promise<number> {
    for (;;) {
      const answer = await asks(accessToken);
      if (answer.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') return Date.now() - since;
      if (Date.now() - since > 3_000) throw new Error('the access token still works after 3 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('refuses the access token within a second of its sign-out', async () => {
    const tokens = await signedIn();
    expect((await asks(tokens.accessToken)).errors).toBeUndefined();

    const signedOutAt = Date.now();
    const logout = await fetch(`${backend.gatewayUrl}/realms/liggeey/protocol/openid-connect/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'web', refresh_token: tokens.refreshToken }),
    });
    expect(logout.status).toBe(204);

    expect(await refusedAfter(tokens.accessToken, signedOutAt)).toBeLessThan(1_000);
  });

  it("keeps the tokens of the person's other sessions working", async () => {
    const { email } = await createRegisteredAccount(
      db,
      { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
      { type: 'worker', fullName: 'Aïda Ba', profession: 'Coiffeuse', password: PASSWORD },
    );
    const phone = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);
    const laptop = await signInThroughGateway(backend.gatewayUrl, email, PASSWORD);

    const signedOutAt = Date.now();
    await fetch(`${backend.gatewayUrl}/realms/liggeey/protocol/openid-connect/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'web', refresh_token: phone.refreshToken }),
    });

    expect(await refusedAfter(phone.accessToken, signedOutAt)).toBeLessThan(1_000);
    expect((await asks(laptop.accessToken)).errors).toBeUndefined();
  });

  it('takes only the access token of a real sign-in, never its ID or refresh token', async () => {
    const tokens = await signedIn();

    expect((await asks(tokens.accessToken)).errors).toBeUndefined();
    for (const other of [tokens.idToken, tokens.refreshToken]) {
      expect((await asks(other)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
