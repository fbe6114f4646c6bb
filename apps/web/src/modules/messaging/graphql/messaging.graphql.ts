import { graphql } from '../../../graphql/document';

export const ConversationsQuery = graphql(`
  query Conversations($before: String) {
    conversations(before: $before) {
      nextCursor
      items {
        id
        unreadCount
        otherLastReadAt
        lastActivityAt
        otherParticipant {
          id
          fullName
          profilePicUrl
          profession
        }
        lastMessage {
          id
          senderId
          content
          createdAt
        }
      }
    }
  }
`);

export const ConversationQuery = graphql(`
  query Conversation($id: ID!) {
    conversation(id: $id) {
      id
      otherLastReadAt
      otherParticipant {
        id
        fullName
        profilePicUrl
        profession
      }
    }
  }
`);

export const MessagesQuery = graphql(`
  query Messages($conversationId: ID!, $before: ID) {
    messages(conversationId: $conversationId, before: $before) {
      hasMore
      items {
        id
        conversationId
        senderId
        content
        createdAt
      }
    }
  }
`);

export const UnreadConversationCountQuery = graphql(`
  query UnreadConversationCount {
    unreadConversationCount
  }
`);

export const SearchUsersQuery = graphql(`
  query SearchUsers($query: String!) {
    searchUsers(query: $query) {
      id
      fullName
      profession
      profilePicUrl
      available
    }
  }
`);

export const StartConversationMutation = graphql(`
  mutation StartConversation($recipientId: ID!) {
    startConversation(recipientId: $recipientId) {
      id
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      id
      conversationId
      senderId
      content
      createdAt
    }
  }
`);

export const MarkConversationReadMutation = graphql(`
  mutation MarkConversationRead($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId) {
      conversationId
      lastReadAt
    }
  }
`);
