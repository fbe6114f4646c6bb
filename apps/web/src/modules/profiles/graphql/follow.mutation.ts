import { graphql } from '../../../graphql/document';

export const FollowProfileMutation = graphql(`
  mutation FollowProfile($id: ID!) {
    followProfile(id: $id) {
      id
      followerCount
      followedByMe
    }
  }
`);

export const UnfollowProfileMutation = graphql(`
  mutation UnfollowProfile($id: ID!) {
    unfollowProfile(id: $id) {
      id
      followerCount
      followedByMe
    }
  }
`);
