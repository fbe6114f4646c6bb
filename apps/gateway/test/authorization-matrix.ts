import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import type pg from 'pg';

/** The three kinds of member; a visitor is someone without a token. */
export type Role = 'worker' | 'employer' | 'admin';
export const ROLES: readonly Role[] = ['worker', 'employer', 'admin'];

/** What the matrix expects of a call it makes. */
export type RefusalCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

/** One Query or Mutation field, as the schema declares it. */
export interface SchemaOperation {
  /** `Query.viewer`, `Mutation.deletePost`. */
  key: string;
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/**
 * The schema the running gateway serves, by introspection; the SDL file it wrote when it started
 * (outside production) if introspection is refused.
 */
export async function servedSchema(gatewayUrl: string, schemaFile: URL): Promise<GraphQLSchema> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const body = (await response.json()) as { data?: IntrospectionQuery | null };
  if (body.data) return buildClientSchema(body.data);
  return buildSchema(await readFile(schemaFile, 'utf8'));
}

/** Every Query and Mutation field of the schema. */
export function schemaOperations(schema: GraphQLSchema): SchemaOperation[] {
  const of = (kind: 'query' | 'mutation', type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      key: `${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
      kind,
      field,
    }));
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType())];
}

/**
 * The document of one call: every argument passed as a variable (optional ones too, when the
 * case gives a value), and `__typename` as the selection of an object result.
 */
export function operationDocument(operation: SchemaOperation, variables: Record<string, unknown>): string {
  const args = operation.field.args.filter((arg) => arg.name in variables);
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(operation.field.type)) ? '' : ' { __typename }';
  return `${operation.kind} ${operation.field.name}Matrix${declared ? `(${declared})` : ''} { ${operation.field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

/**
 * Valid-looking values for the required arguments, generated from their types: a fresh UUID for an
 * ID, a short French text, 1, true, an enum's first value, an input object's required fields.
 * The case's own values (real rows of another member, inputs its service checks) replace them.
 */
export function generatedVariables(
  args: readonly GraphQLArgument[],
  given: Record<string, unknown>,
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const arg of args) {
    if (arg.name in given) variables[arg.name] = given[arg.name];
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined)
      variables[arg.name] = valueOf(arg.type);
  }
  return variables;
}

function valueOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType);
  if (isListType(type)) return [valueOf(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, valueOf(field.type)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return randomUUID();
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      default:
        return 'Valeur de test';
    }
  }
  throw new Error(`No generated value for ${String(type)}`);
}

/**
 * A fingerprint of every table of every service schema (row count and an md5 of the rows), to
 * prove the refused calls changed nothing.
 */
export async function databaseFingerprint(db: pg.Client): Promise<Map<string, string>> {
  const tables = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'public')
     ORDER BY 1, 2`,
  );
  const fingerprint = new Map<string, string>();
  for (const { schema, name } of tables.rows) {
    const { rows } = await db.query<{ count: string; digest: string | null }>(
      `SELECT count(*) AS count, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${schema}"."${name}" t`,
    );
    fingerprint.set(`${schema}.${name}`, `${rows[0]?.count ?? '0'} rows, ${rows[0]?.digest ?? '-'}`);
  }
  return fingerprint;
}

/** The tables whose fingerprint differs, with before and after. */
export function changedTables(
  before: Map<string, string>,
  after: Map<string, string>,
): { table: string; before?: string; after?: string }[] {
  const tables = new Set([...before.keys(), ...after.keys()]);
  return [...tables]
    .filter((table) => before.get(table) !== after.get(table))
    .map((table) => ({ table, before: before.get(table), after: after.get(table) }));
}

/** A REST route of the gateway: `GET /exports/users.csv`, `POST /uploads/avatar`. */
export interface ControllerRoute {
  key: string;
  method: string;
  path: string;
}

/**
 * Every route of the gateway's controllers, read from their source (`@Controller('…')` and the
 * method decorators), so a new route also needs an entry in the matrix's table.
 */
export async function controllerRoutes(sourceDir: URL): Promise<ControllerRoute[]> {
  const routes: ControllerRoute[] = [];
  const files = (await readdir(sourceDir, { recursive: true })).filter((file) =>
    file.endsWith('.controller.ts'),
  );
  for (const file of files.sort()) {
    const source = await readFile(new URL(file, sourceDir), 'utf8');
    const prefix = /@Controller\('([^']*)'\)/.exec(source)?.[1] ?? '';
    for (const [, method = '', path = ''] of source.matchAll(
      /@(Get|Post|Put|Patch|Delete)\((?:'([^']*)')?\)/g,
    )) {
      const full = `/${[prefix, path].filter(Boolean).join('/')}`;
      routes.push({ key: `${method.toUpperCase()} ${full}`, method: method.toUpperCase(), path: full });
    }
  }
  return routes;
}
