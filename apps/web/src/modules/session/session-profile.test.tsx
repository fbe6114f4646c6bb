import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../shared/graphql/client';
import { stubGraphqlFetch } from '../admin/testing/graphql-fetch-mock';
import { loadSessionProfile } from './session-profile';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadSessionProfile', () => {
  it("reads the signed-in user's profile", async () => {
    const { sent } = stubGraphqlFetch({
      SessionProfile: () => ({
        data: { myProfile: { id: 'w-1', fullName: 'Awa Ndiaye', profilePicUrl: null } },
      }),
    });

    await expect(loadSessionProfile()).resolves.toEqual({
      id: 'w-1',
      fullName: 'Awa Ndiaye',
      profilePicUrl: null,
    });
    expect(sent('SessionProfile')).toHaveLength(1);
  });

  it('answers null when the account has no profile, and fails on any other error', async () => {
    const handlers = {
      SessionProfile: () => ({ error: { message: "Ce profil n'existe pas.", code: 'NOT_FOUND' } }),
    };
    stubGraphqlFetch(handlers);
    await expect(loadSessionProfile()).resolves.toBeNull();

    handlers.SessionProfile = () => ({
      error: { message: 'Le service ne répond pas.', code: 'SERVICE_UNAVAILABLE' },
    });
    await expect(loadSessionProfile()).rejects.toBeInstanceOf(GraphQLRequestError);
  });
});
