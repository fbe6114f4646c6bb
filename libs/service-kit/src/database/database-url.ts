/**
 * Every service shares one Postgres database and owns one schema named after it. The schema is
 * given to the driver adapter, so a `schema` parameter left in the URL (the Prisma CLI's way)
 * is removed: pg would pass it to the server as an unknown option.
 */
export function connectionStringWithoutSchema(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.delete('schema');
  return url.toString();
}
