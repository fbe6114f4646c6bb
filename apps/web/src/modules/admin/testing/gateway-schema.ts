import { Kind, type OperationDefinitionNode, buildSchema, getVariableValues, parse, validate } from 'graphql';
import { expect, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateway's schema.gql (vitest.projects.ts). */
    gatewaySchema: string;
  }
}

const schema = buildSchema(inject('gatewaySchema'));

/**
 * What the gateway would refuse in a request before running it: an operation the schema does not
 * have, or variables that do not fit their types (a field it does not know, a wrong enum value).
 */
function gatewayRefusals(query: string, variables: Record<string, unknown> = {}): string[] {
  const document = parse(query);
  const invalid = validate(schema, document);
  if (invalid.length > 0) return invalid.map((error) => error.message);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const coerced = getVariableValues(schema, operation?.variableDefinitions ?? [], variables);
  return coerced.errors?.map((error) => error.message) ?? [];
}

/** Fails the running test (and lets it go on) when the real gateway would refuse the request. */
export function expectAcceptedByGateway(query: string, variables?: Record<string, unknown>): void {
  expect.soft(gatewayRefusals(query, variables), query).toEqual([]);
}
