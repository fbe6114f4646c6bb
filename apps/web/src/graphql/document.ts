import type { graphql as generatedGraphql } from './generated/gql';

/**
 * Declares a GraphQL document, typed by the overloads codegen writes for it. The text stays in the
 * module that declares it, so a route's chunk carries only its own documents: the client preset's
 * runtime `graphql` looks documents up in one generated map of them all, which put every query of
 * the app into the first screen's JavaScript. The fetcher only ever sends the text.
 */
export const graphql = ((source: string) => source) as unknown as typeof generatedGraphql;
