import mercurius, { type MercuriusContext } from 'mercurius';
import { type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { QUERY_TOO_COMPLEX_MESSAGE } from './query-limits.js';

/**
 * graphql-js' own words when a document passes the token limit ("more that" in graphql 16), and
 * graphql-armor's prefix to the message its rules are given.
 */
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;
const ARMOR_REFUSAL = `Syntax Error: ${QUERY_TOO_COMPLEX_MESSAGE}`;
/** What graphql-js adds to an unknown field's error: in production it would map the schema. */
const SUGGESTION = /\s*Did you mean .*\?$/;

/**
 * Mercurius' answer, with a document over the token limit refused in French like the other limits
 * and, in production, no "Did you mean" hint at the schema's field names.
 */
export function graphqlErrorFormatter(production: boolean) {
  return (
    execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
    context: MercuriusContext,
  ) => {
    const formatted = mercurius.defaultErrorFormatter(execution, context);
    const reword = (error: GraphQLFormattedError): GraphQLFormattedError => {
      if (TOO_MANY_TOKENS.test(error.message) || error.message === ARMOR_REFUSAL) {
        return { ...error, message: QUERY_TOO_COMPLEX_MESSAGE };
      }
      return production ? { ...error, message: error.message.replace(SUGGESTION, '') } : error;
    };
    return {
      ...formatted,
      response: { ...formatted.response, errors: formatted.response.errors?.map(reword) },
    };
  };
}
