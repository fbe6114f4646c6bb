import { graphql } from '../../../graphql/generated';

export const LocalitiesQuery = graphql(`
  query Localities {
    localities {
      id
      label
    }
  }
`);
