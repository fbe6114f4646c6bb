import { graphql } from '../../../graphql/generated';

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
