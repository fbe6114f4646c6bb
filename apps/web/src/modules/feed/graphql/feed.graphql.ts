import { graphql } from '../../../graphql/document';

export const FeedPostsQuery = graphql(`
  query FeedPosts($after: String, $first: Int) {
    feedPosts(after: $after, first: $first) {
      nextCursor
      items {
        id
        content
        mediaUrl
        mediaType
        likeCount
        commentCount
        likedByMe
        createdAt
        author {
          id
          fullName
          profilePicUrl
        }
      }
    }
  }
`);

export const CreatePostMutation = graphql(`
  mutation CreatePost($input: PostInput!) {
    createPost(input: $input) {
      id
      content
      mediaUrl
      mediaType
      likeCount
      commentCount
      likedByMe
      createdAt
      author {
        id
        fullName
        profilePicUrl
      }
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export const TogglePostLikeMutation = graphql(`
  mutation TogglePostLike($postId: ID!) {
    togglePostLike(postId: $postId) {
      postId
      liked
      likeCount
    }
  }
`);

export const PostCommentsQuery = graphql(`
  query PostComments($postId: ID!, $after: String, $first: Int) {
    postComments(postId: $postId, after: $after, first: $first) {
      nextCursor
      items {
        id
        postId
        content
        createdAt
        author {
          id
          fullName
          profilePicUrl
        }
      }
    }
  }
`);

export const AddPostCommentMutation = graphql(`
  mutation AddPostComment($postId: ID!, $content: String!) {
    addPostComment(postId: $postId, content: $content) {
      id
      postId
      content
      createdAt
      author {
        id
        fullName
        profilePicUrl
      }
    }
  }
`);

export const DeletePostCommentMutation = graphql(`
  mutation DeletePostComment($id: ID!) {
    deletePostComment(id: $id)
  }
`);
