import {
  type Backend,
  graphql,
  signInThroughGateway,
  startBackend,
  createActiveAccount,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Saint-Louis-2026';
const SETTINGS =
  '{ securitySettings { minPasswordLength blockFailedLogin failedLoginAttempts adminSessionIdleMinutes twoFactorAuth } }';
const UPDATE = `mutation Update($input: SecuritySettingsInput!) {
  updateSecuritySettings(input: $input) {
    minPasswordLength blockFailedLogin failedLoginAttempts adminSessionIdleMinutes twoFactorAuth
  }
}`;
const ATTEMPTS = '{ loginAttempts(limit: 20) { email success reason } }';

describe('admin security settings, enforced by the server', () => {
  let backend: Backend;
  let db: pg.Client;
  const bearer: Record<'admin' | 'worker', Record<string, string>> = { admin: {}, worker: {} };
  const emails: Record<'admin' | 'worker', string> = { admin: '', worker: '' };

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), { label: 'security_settings', services: ['identity'] });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    for (const type of ['admin', 'worker'] as const) {
      emails[type] = (await createActiveAccount(db, type, PASSWORD)).email;
      const { accessToken } = await signInThroughGateway(backend.gatewayUrl, emails[type], PASSWORD);
      bearer[type] = { authorization: `Bearer ${accessToken}` };
    }
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('refuses the settings to a visitor and to a worker', async () => {
    const visitor = await graphql(backend.gatewayUrl, SETTINGS);
    const worker = await graphql(backend.gatewayUrl, SETTINGS, { headers: bearer.worker });
    const workerUpdate = await graphql(backend.gatewayUrl, UPDATE, {
      headers: bearer.worker,
      variables: {
        input: {
          minPasswordLength: 6,
          blockFailedLogin: false,
          failedLoginAttempts: 100,
          adminSessionIdleMinutes: 60,
          twoFactorAuth: false,
        },
      },
    });

    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(worker.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(workerUpdate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives the admin the spec defaults and refuses an invalid change', async () => {
    const current = await graphql<{ securitySettings: unknown }>(backend.gatewayUrl, SETTINGS, {
      headers: bearer.admin,
    });
    const invalid = await graphql(backend.gatewayUrl, UPDATE, {
      headers: bearer.admin,
      variables: {
        input: {
          minPasswordLength: 8,
          blockFailedLogin: true,
          failedLoginAttempts: 0,
          adminSessionIdleMinutes: 30,
          twoFactorAuth: false,
        },
      },
    });

    expect(current.data?.securitySettings).toEqual({
      minPasswordLength: 8,
      blockFailedLogin: true,
      failedLoginAttempts: 5,
      adminSessionIdleMinutes: 30,
      twoFactorAuth: false,
    });
    expect(invalid.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('applies the admin’s rules to sign-up and sign-in, and logs the attempts', async () => {
    const updated = await graphql<{ updateSecuritySettings: unknown }>(backend.gatewayUrl, UPDATE, {
      headers: bearer.admin,
      variables: {
        input: {
          minPasswordLength: 12,
          blockFailedLogin: true,
          failedLoginAttempts: 2,
          adminSessionIdleMinutes: 15,
          twoFactorAuth: false,
        },
      },
    });
    expect(updated.data?.updateSecuritySettings).toEqual({
      minPasswordLength: 12,
      blockFailedLogin: true,
      failedLoginAttempts: 2,
      adminSessionIdleMinutes: 15,
      twoFactorAuth: false,
    });

    const signUp = await graphql(
      backend.gatewayUrl,
      'mutation($i: SignUpInput!) { signUp(input: $i) { email } }',
      {
        variables: {
          i: {
            type: 'employer',
            fullName: 'Keur Massar Services',
            email: 'km@exemple.sn',
            password: 'onze-carac',
          },
        },
      },
    );
    expect(signUp.errors?.[0]?.message).toBe('Le mot de passe doit contenir au moins 12 caractères.');

    for (let i = 0; i < 2; i += 1) {
      await expect(signInThroughGateway(backend.gatewayUrl, emails.worker, 'mauvais')).rejects.toThrow(
        'status 401',
      );
    }
    await expect(signInThroughGateway(backend.gatewayUrl, emails.worker, PASSWORD)).rejects.toThrow(
      'status 429',
    );

    const attempts = await graphql<{
      loginAttempts: { email: string; success: boolean; reason: string | null }[];
    }>(backend.gatewayUrl, ATTEMPTS, { headers: bearer.admin });
    expect(
      attempts.data?.loginAttempts.filter((a) => a.email === emails.worker).map((a) => a.reason),
    ).toEqual(['rate_limited', 'invalid_credentials', 'invalid_credentials', null]);
  });
});
