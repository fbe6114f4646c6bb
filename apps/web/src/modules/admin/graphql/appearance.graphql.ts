import { graphql } from '../../../graphql/document';

export const SetLoginImageMutation = graphql(`
  mutation SetLoginImage($url: String) {
    setLoginImage(url: $url) {
      url
    }
  }
`);
