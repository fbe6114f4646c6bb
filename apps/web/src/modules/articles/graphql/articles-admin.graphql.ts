import { graphql } from '../../../graphql/document';

export const AdminArticlesQuery = graphql(`
  query AdminArticles($page: Int!, $pageSize: Int!, $search: String) {
    articles(page: $page, pageSize: $pageSize, search: $search) {
      total
      items {
        id
        title
        imageUrl
        createdAt
        author {
          id
          fullName
        }
      }
    }
  }
`);

export const AdminArticleContentQuery = graphql(`
  query AdminArticleContent($id: ID!) {
    article(id: $id) {
      id
      content
    }
  }
`);

export const CreateArticleMutation = graphql(`
  mutation CreateArticle($input: ArticleInput!) {
    createArticle(input: $input) {
      id
    }
  }
`);

export const UpdateArticleMutation = graphql(`
  mutation UpdateArticle($id: ID!, $input: ArticleInput!) {
    updateArticle(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteArticleMutation = graphql(`
  mutation DeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);
