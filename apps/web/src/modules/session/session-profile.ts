import { GraphQLRequestError, graphqlRequest } from '../../shared/graphql/client';
import { SessionProfileQuery } from './graphql/session-profile.query';

/** The part of the signed-in user's profile the session carries (spec §3: the auth user plus its profile). */
export interface SessionProfile {
  id: string;
  fullName: string;
  profilePicUrl?: string | null;
}

/** Reads the signed-in user's profile; null when the account has none (yet). */
export type ProfileLoader = () => Promise<SessionProfile | null>;

/** Spec §4: a missing profile is not an error; any other failure is (the caller signs out). */
export const loadSessionProfile: ProfileLoader = async () => {
  try {
    return (await graphqlRequest(SessionProfileQuery)).myProfile;
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
};
