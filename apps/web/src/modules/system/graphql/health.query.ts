import { graphql } from '../../../graphql/document';

export const HealthQuery = graphql(`
  query Health {
    health {
      status
      services {
        name
        status
        latencyMs
        error
      }
    }
  }
`);
