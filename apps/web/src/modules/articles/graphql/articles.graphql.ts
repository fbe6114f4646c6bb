import { graphql } from '../../../graphql/document';

export const ArticlesPageQuery = graphql(`
  query ArticlesPage($page: Int!, $pageSize: Int!) {
    articles(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        title
        imageUrl
        excerpt
        readingMinutes
        createdAt
        author {
          id
          fullName
        }
      }
    }
  }
`);

export const LatestArticlesQuery = graphql(`
  query LatestArticles {
    latestArticles {
      id
      title
      imageUrl
      excerpt
      readingMinutes
      createdAt
      author {
        id
        fullName
      }
    }
  }
`);

export const ArticleQuery = graphql(`
  query Article($id: ID!) {
    article(id: $id) {
      id
      title
      imageUrl
      excerpt
      readingMinutes
      createdAt
      content
      author {
        id
        fullName
      }
    }
  }
`);
