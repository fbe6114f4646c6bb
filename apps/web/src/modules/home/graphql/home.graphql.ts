import { graphql } from '../../../graphql/document';

export const TestimonialsQuery = graphql(`
  query Testimonials {
    testimonials {
      id
      quote
      authorName
      authorRole
      authorAvatarUrl
    }
  }
`);

export const StoreProductsQuery = graphql(`
  query StoreProducts($limit: Int!) {
    storeProducts(limit: $limit) {
      id
      name
      description
      creditsPrice
      imageUrl
    }
  }
`);
