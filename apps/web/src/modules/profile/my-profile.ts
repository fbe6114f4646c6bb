import type { MyProfileQuery } from '../../graphql/generated/graphql';

export type MyProfile = MyProfileQuery['myProfile'];

/** The react-query key of the signed-in user's profile, refreshed after every change. */
export const MY_PROFILE_KEY = ['my-profile'] as const;
