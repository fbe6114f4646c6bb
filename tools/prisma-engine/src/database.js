// Postgres side of the engine: URL parsing, database creation, and the driver adapter factory the
// WASM schema engine runs its SQL through (`@prisma/adapter-pg`, with the quirks fixed below).
import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';

/** OIDs of Postgres' internal one-byte `"char"` type and of `text`. */
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/**
 * @typedef {object} ParsedDatabaseUrl
 * @property {pg.ClientConfig} config  discrete connection fields (never a `connectionString`)
 * @property {string} database
 * @property {string} schema  the `?schema=` parameter, `public` when absent
 * @property {string} location  `host:port`, for messages
 */

/**
 * Splits a `postgres(ql)://` URL into discrete pg fields. Fields, not a connection string: pg lets a
 * `connectionString` override `database`, so a copy with another database would silently reuse
 * the first one.
 * @param {string} url
 * @returns {ParsedDatabaseUrl}
 */
export function parseDatabaseUrl(url) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'postgresql:' && parsed.protocol !== 'postgres:') {
    throw new Error(`Only postgresql:// URLs are supported, got ${parsed.protocol}//…`);
  }
  const schema = parsed.searchParams.get('schema') || 'public';
  // Prisma-only parameters that pg would either ignore or send to the server.
  for (const name of [
    'schema',
    'connection_limit',
    'pool_timeout',
    'connect_timeout',
    'socket_timeout',
    'pgbouncer',
  ]) {
    parsed.searchParams.delete(name);
  }
  const config = /** @type {pg.ClientConfig} */ (parseIntoClientConfig(parsed.toString()));
  const database = config.database ?? 'postgres';
  return {
    config: { ...config, database },
    database,
    schema,
    location: `${config.host ?? 'localhost'}:${config.port ?? 5432}`,
  };
}

/** @param {string} name */
export const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs `work` on a one-off client of the given database.
 * @template T
 * @param {pg.ClientConfig} config
 * @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withClient(config, work) {
  const client = new pg.Client(config);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Whether the URL's database exists, asked of the server's `postgres` maintenance database.
 * @param {string} url
 */
export async function databaseExists(url) {
  const { config, database } = parseDatabaseUrl(url);
  const { rowCount } = await withClient({ ...config, database: 'postgres' }, (client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]),
  );
  return rowCount === 1;
}

/**
 * Creates the URL's database unless it exists.
 * @param {string} url
 * @returns {Promise<boolean>} whether it was created
 */
export async function ensureDatabase(url) {
  if (await databaseExists(url)) return false;
  const { config, database } = parseDatabaseUrl(url);
  try {
    await withClient({ ...config, database: 'postgres' }, (client) =>
      client.query(`CREATE DATABASE ${quoteIdent(database)}`),
    );
  } catch (error) {
    // Created meanwhile by a concurrent run: 42P04, or 23505 when both CREATEs got past the check.
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code !== '42P04' && code !== '23505') throw error;
    return false;
  }
  return true;
}

/**
 * A pool on one database whose sessions use `schema`: the engine's migration SQL names tables
 * without a schema, as the native engine's `search_path` makes them land in `?schema=`.
 * @param {pg.ClientConfig} config
 * @param {string} schema
 */
function createPool(config, schema) {
  const pool = new pg.Pool({ ...config, max: 4 });
  pool.on('connect', (client) => {
    // Queued before any query of the client's user, so it always runs first.
    client.query(`SET search_path TO ${quoteIdent(schema)}`).catch(() => {});
  });
  pool.on('error', () => {}); // an idle client losing its connection must not crash the engine
  return pool;
}

/**
 * adapter-pg maps each result column's type OID to a Prisma column type and rejects OIDs it does
 * not know, among them `"char"` (OID 18), which the engine's catalog queries return (relkind,
 * contype, attidentity…). Its text form is a one-character string, so it is reported as `text`.
 * `performIO` is adapter-pg's single query path (checked so an upgrade that renames it fails loudly).
 * @template {object} Q
 * @param {Q} queryable
 * @returns {Q}
 */
function reportCharAsText(queryable) {
  const target = /** @type {{ performIO?: (query: unknown) => Promise<pg.QueryResult> }} */ (queryable);
  const performIO = target.performIO;
  if (typeof performIO !== 'function')
    throw new Error('@prisma/adapter-pg internals changed: performIO() is gone');
  target.performIO = async function (query) {
    const result = await performIO.call(this, query);
    for (const field of result.fields) if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    return result;
  };
  return queryable;
}

/**
 * Connects an adapter-pg adapter on our own pool, with:
 * - `"char"` columns read as text (see reportCharAsText), in transactions too;
 * - `executeScript` sending the whole script as one simple-protocol query, like the native engine,
 *   instead of adapter-pg's `split(';')`, which breaks on `;` inside strings, comments, `$$` bodies;
 * - `dispose` ending the pool, then running `afterDispose` (dropping a shadow database needs its
 *   connections closed first).
 * @param {pg.ClientConfig} config
 * @param {string} schema
 * @param {Set<pg.Pool>} pools  open pools, for the factory's close()
 * @param {() => Promise<void>} [afterDispose]
 */
async function connectAdapter(config, schema, pools, afterDispose) {
  const pool = createPool(config, schema);
  pools.add(pool);
  const adapter = reportCharAsText(await new PrismaPg(pool, { schema }).connect());
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) =>
    reportCharAsText(await startTransaction(isolationLevel));
  const onError = /** @type {{ onError(error: unknown): never }} */ (
    /** @type {unknown} */ (adapter)
  ).onError.bind(adapter);
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (thrown) {
      const error = /** @type {pg.DatabaseError} */ (thrown);
      if (typeof error.code !== 'string' || typeof error.severity !== 'string') onError(error);
      // A failed migration script. As a DriverAdapterError, the engine would only show its own
      // classification ("column not found: nope"); a plain Error reaches the engine as
      // "External error id#N", which the RPC layer replaces by this message (see describeError).
      const message = `Database error code: ${error.code}\nDatabase error: ${error.message}`;
      throw new Error(message, { cause: thrown });
    }
  };
  adapter.dispose = async () => {
    if (pools.delete(pool)) await pool.end();
    await afterDispose?.();
  };
  return adapter;
}

/**
 * The `SqlMigrationAwareDriverAdapterFactory` handed to the WASM engine: `connect()` for the
 * datasource, `connectToShadowDb()` for `migrate dev`/`diff --from-migrations`.
 *
 * Shadow database: the `shadowDatabaseUrl` when configured (its schema is emptied first, as the
 * native engine resets it), otherwise a temporary `prisma_migrate_shadow_db_<uuid>` on the same
 * server, created from the main database's fields and dropped once its pool has ended.
 */
export class PgMigrationAdapterFactory {
  provider = /** @type {const} */ ('postgres');
  adapterName = '@prisma/adapter-pg';

  /** Pools of adapters not disposed of yet: their idle clients would keep Node alive. */
  #pools = /** @type {Set<pg.Pool>} */ (new Set());
  /** Drops of temporary shadow databases not yet dropped, run by close() if the engine did not. */
  #pendingDrops = new Set();

  /**
   * @param {{ url: string, shadowDatabaseUrl?: string | undefined }} datasource
   */
  constructor({ url, shadowDatabaseUrl }) {
    this.main = parseDatabaseUrl(url);
    this.shadow = shadowDatabaseUrl ? parseDatabaseUrl(shadowDatabaseUrl) : undefined;
  }

  connect() {
    return connectAdapter(this.main.config, this.main.schema, this.#pools);
  }

  async connectToShadowDb() {
    const { schema } = this.main;
    if (this.shadow) {
      const { config } = this.shadow;
      await withClient(config, (client) =>
        client.query(
          `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE; CREATE SCHEMA ${quoteIdent(schema)}`,
        ),
      );
      return connectAdapter(config, schema, this.#pools);
    }
    const name = `prisma_migrate_shadow_db_${randomUUID()}`;
    await withClient(this.main.config, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
    /** @param {boolean} [force] end leftover sessions too (Postgres 13+), for close() */
    const drop = async (force = false) => {
      if (!this.#pendingDrops.delete(drop)) return;
      const sql = `DROP DATABASE IF EXISTS ${quoteIdent(name)}${force ? ' WITH (FORCE)' : ''}`;
      await withClient(this.main.config, (client) => client.query(sql));
    };
    this.#pendingDrops.add(drop);
    const shadowConfig = { ...this.main.config, database: name };
    // Migrations written before the engine emitted `CREATE SCHEMA` need the schema to exist.
    await withClient(shadowConfig, (client) =>
      client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`),
    );
    return connectAdapter(shadowConfig, schema, this.#pools, drop);
  }

  /** Ends the pools and drops the temporary shadow databases the engine did not dispose of. */
  async close() {
    await Promise.all([...this.#pools].map((pool) => pool.end().catch(() => {})));
    this.#pools.clear();
    for (const drop of [...this.#pendingDrops]) await drop(true).catch(() => {});
  }
}
