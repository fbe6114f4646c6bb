import { graphql } from '../../../graphql/document';

export const LocalitiesQuery = graphql(`
  query Localities {
    localities {
      id
      label
    }
  }
`);
