import { graphql } from '../../../graphql/document';

export const ContactMessagesQuery = graphql(`
  query ContactMessages($input: ContactMessagesInput) {
    contactMessages(input: $input) {
      total
      unread
      items {
        id
        name
        email
        subject
        message
        isRead
        createdAt
      }
    }
  }
`);

export const MarkContactMessageReadMutation = graphql(`
  mutation MarkContactMessageRead($id: ID!) {
    markContactMessageRead(id: $id) {
      id
      name
      email
      subject
      message
      isRead
      createdAt
    }
  }
`);

export const DeleteContactMessageMutation = graphql(`
  mutation DeleteContactMessage($id: ID!) {
    deleteContactMessage(id: $id)
  }
`);
