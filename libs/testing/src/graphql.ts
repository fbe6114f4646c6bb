export interface GraphQLResult<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
}

/** POSTs a GraphQL operation the way the web app does. */
export async function graphql<T>(
  baseUrl: string,
  query: string,
  options: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<GraphQLResult<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  const body = (await response.json()) as Omit<GraphQLResult<T>, 'status'>;
  return { status: response.status, ...body };
}
