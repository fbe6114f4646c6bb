import { graphql } from '../../../graphql/document';

export const AdminTestimonialsQuery = graphql(`
  query AdminTestimonials {
    adminTestimonials {
      id
      quote
      authorName
      authorRole
      authorAvatarUrl
      isVisible
      createdAt
    }
  }
`);

export const CreateTestimonialMutation = graphql(`
  mutation CreateTestimonial($input: TestimonialInput!) {
    createTestimonial(input: $input) {
      id
      quote
      authorName
      authorRole
      authorAvatarUrl
      isVisible
      createdAt
    }
  }
`);

export const UpdateTestimonialMutation = graphql(`
  mutation UpdateTestimonial($id: ID!, $input: TestimonialInput!) {
    updateTestimonial(id: $id, input: $input) {
      id
      quote
      authorName
      authorRole
      authorAvatarUrl
      isVisible
      createdAt
    }
  }
`);

export const SetTestimonialVisibilityMutation = graphql(`
  mutation SetTestimonialVisibility($id: ID!, $isVisible: Boolean!) {
    setTestimonialVisibility(id: $id, isVisible: $isVisible) {
      id
      quote
      authorName
      authorRole
      authorAvatarUrl
      isVisible
      createdAt
    }
  }
`);

export const DeleteTestimonialMutation = graphql(`
  mutation DeleteTestimonial($id: ID!) {
    deleteTestimonial(id: $id)
  }
`);
