// A stand-in for Prisma's native `schema-engine` binary: the same command line and JSON-RPC over
// stdio the Prisma CLI speaks to it, served by the WASM schema engine through adapter-pg.
//
//   schema-engine [--datamodels <file>]… [--datasource <json>] [--enabled-preview-features a,b]
//       JSON-RPC 2.0, one message per line: requests on stdin, responses on stdout, JSON logs on stderr.
//   schema-engine --datasource <json> cli <can-connect-to-database|create-database|drop-database>
//   schema-engine --version
/* global WebAssembly -- Node global, missing from the lint config of .js files */
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PgMigrationAdapterFactory, parseDatabaseUrl, quoteIdent, withClient } from './database.js';
import { loadSchemaEngineWasm, takePanicMessage } from './wasm-engine.js';

/** Engine methods the CLI calls by their own name. */
const PASS_THROUGH = new Set([
  'applyMigrations',
  'createMigration',
  'dbExecute',
  'debugPanic',
  'devDiagnostic',
  'diagnoseMigrationHistory',
  'ensureConnectionValidity',
  'evaluateDataLoss',
  'introspect',
  'introspectSql',
  'markMigrationApplied',
  'markMigrationRolledBack',
  'reset',
  'schemaPush',
]);

/** The native engine's JSON-RPC error code for every engine error; details go in `data`. */
const ENGINE_ERROR = { code: 4466, message: 'An error happened. Check the data field for details.' };

/**
 * @typedef {{ url?: string, shadowDatabaseUrl?: string }} Datasource
 * @typedef {{ datamodels: string[], datasource: Datasource, cli?: string[], version: boolean, previewFeatures: string[] }} EngineArgs
 * @typedef {{ stdin: NodeJS.ReadableStream, stdout: NodeJS.WritableStream, stderr: NodeJS.WritableStream }} Stdio
 * @typedef {Error & { code?: string, errorCode?: string, meta?: unknown, isPanic?: boolean }} EngineFailure
 */

/**
 * @param {string[]} argv  arguments after the executable
 * @returns {EngineArgs}
 */
export function parseEngineArgs(argv) {
  /** @type {EngineArgs} */
  const args = { datamodels: [], datasource: {}, version: false, previewFeatures: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '-d' || arg === '--datamodels' || arg === '--datamodel') args.datamodels.push(value());
    else if (arg === '--datasource') args.datasource = JSON.parse(value());
    else if (arg === '--enabled-preview-features') args.previewFeatures = value().split(',').filter(Boolean);
    else if (arg === '--extension-types')
      value(); // Postgres extension types: not used by this engine
    else if (arg === '-V' || arg === '--version') args.version = true;
    else if (arg === 'cli') {
      args.cli = argv.slice(i + 1);
      break;
    } else throw new Error(`Unknown argument: ${arg}`);
  }
  return args;
}

/**
 * A line of the native engine's log format on stderr, which the CLI parses line by line.
 * @param {'INFO' | 'ERROR'} level
 * @param {Record<string, unknown>} fields
 */
const logLine = (level, fields) =>
  `${JSON.stringify({ timestamp: new Date().toISOString(), level, fields, target: 'schema_engine::logger' })}\n`;

/**
 * Turns whatever the WASM engine (or our code) threw into the native engine's error `data`.
 * @param {unknown} thrown
 * @param {ReturnType<typeof bindMigrationAwareSqlAdapterFactory>['errorRegistry'] | undefined} registry
 */
function describeError(thrown, registry) {
  const error = /** @type {EngineFailure} */ (thrown instanceof Error ? thrown : new Error(String(thrown)));
  const panic = takePanicMessage();
  if (panic || error instanceof WebAssembly.RuntimeError) {
    return { is_panic: true, message: panic || error.message, backtrace: error.stack };
  }
  let message = error.message;
  // Exceptions thrown by adapter code that are not DriverAdapterErrors (a failed migration script,
  // a failed CREATE DATABASE of the shadow database…) reach the engine as registry ids only.
  // (`registeredErrors` is private in the typings; consumeError() does not remove entries.)
  const registered =
    /** @type {{ registeredErrors?: ({ error: unknown } | undefined)[] }} */ (registry ?? {})
      .registeredErrors ?? [];
  for (const [id, entry] of registered.entries()) {
    if (!entry) continue;
    const detail = entry.error instanceof Error ? entry.error.message : String(entry.error);
    const placeholder = `External error id#${id}`;
    message = message.includes(placeholder) ? message.replace(placeholder, detail) : `${message}\n${detail}`;
  }
  registered.length = 0;
  const errorCode = error.errorCode ?? error.code;
  return {
    is_panic: false,
    message,
    ...(errorCode ? { error_code: errorCode } : {}),
    ...(error.meta ? { meta: error.meta } : {}),
  };
}

/**
 * Database-level commands of `schema-engine cli …`, also served as the `createDatabase` RPC.
 * Errors carry the native engine's codes (P1000/P1001/P1003/P1009), which the CLI interprets.
 * @param {string} command
 * @param {string} url
 * @returns {Promise<string>} the database name
 */
async function databaseCommand(command, url) {
  const { config, database, location } = parseDatabaseUrl(url);
  const maintenance = { ...config, database: 'postgres' };
  try {
    switch (command) {
      case 'can-connect-to-database':
        await withClient(config, (client) => client.query('SELECT 1'));
        break;
      case 'create-database':
        await withClient(maintenance, (client) => client.query(`CREATE DATABASE ${quoteIdent(database)}`));
        break;
      case 'drop-database':
        await withClient(maintenance, (client) => client.query(`DROP DATABASE ${quoteIdent(database)}`));
        break;
      default:
        throw new Error(`Unknown cli command: ${command}`);
    }
  } catch (thrown) {
    const error = /** @type {EngineFailure} */ (thrown);
    /** @type {Record<string, string>} */
    const codes = {
      '3D000': 'P1003',
      '42P04': 'P1009',
      '28P01': 'P1000',
      28000: 'P1000',
      ECONNREFUSED: 'P1001',
      ENOTFOUND: 'P1001',
    };
    const messages = {
      P1003: `Database \`${database}\` does not exist on the database server at \`${location}\`.`,
      P1009: `Database \`${database}\` already exists on the database server at \`${location}\``,
      P1001: `Can't reach database server at \`${location}\``,
    };
    const errorCode = codes[error.code ?? ''];
    if (errorCode) {
      error.errorCode = errorCode;
      error.message = messages[/** @type {keyof typeof messages} */ (errorCode)] ?? error.message;
    }
    throw error;
  }
  return database;
}

/**
 * `schema-engine --datasource <json> cli <command>`: the CLI discards the first stderr line and
 * parses every other one as JSON, looking for an ERROR with `error_code` and `message`.
 * @param {EngineArgs} args
 * @param {Stdio} stdio
 * @returns {Promise<number>} exit code
 */
async function runCliCommand(args, { stdout, stderr }) {
  stderr.write(logLine('INFO', { message: 'Starting schema engine CLI (wasm)' }));
  const [command = ''] = args.cli ?? [];
  try {
    if (!args.datasource.url) throw new Error('No datasource url given (--datasource {"url": …}).');
    const database = await databaseCommand(command, args.datasource.url);
    if (command === 'create-database') stdout.write(`${JSON.stringify({ databaseName: database })}\n`);
    return 0;
  } catch (error) {
    const data = describeError(error, undefined);
    stderr.write(logLine('ERROR', data));
    return 1;
  }
}

/**
 * Serves JSON-RPC until stdin closes (the CLI's `stop()`).
 * @param {EngineArgs} args
 * @param {Stdio} stdio
 * @returns {Promise<number>} exit code
 */
async function serveRpc(args, { stdin, stdout, stderr }) {
  const datamodels = await Promise.all(
    args.datamodels.map(
      async (file) => /** @type {[string, string]} */ ([file, await readFile(file, 'utf8')]),
    ),
  );
  const { url, shadowDatabaseUrl } = args.datasource;
  const factory = url ? new PgMigrationAdapterFactory({ url, shadowDatabaseUrl }) : undefined;
  const bound = bindMigrationAwareSqlAdapterFactory(
    factory ?? {
      provider: 'postgres',
      adapterName: '@prisma/adapter-pg',
      connect: () =>
        Promise.reject(new Error('No datasource url: set `datasource.url` in prisma.config.ts.')),
      connectToShadowDb: () =>
        Promise.reject(new Error('No datasource url: set `datasource.url` in prisma.config.ts.')),
    },
  );

  /** @type {Promise<import('@prisma/schema-engine-wasm').SchemaEngine> | undefined} */
  let enginePromise;
  const engine = () =>
    (enginePromise ??= loadSchemaEngineWasm().then(({ SchemaEngine }) =>
      SchemaEngine.new(
        { datamodels: datamodels.length > 0 ? datamodels : undefined },
        (/** @type {string} */ log) => stderr.write(`${log.trimEnd()}\n`), // already the native JSON log format
        bound,
      ),
    ));

  /** @param {object} message */
  const send = (message) => stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

  // Requests the engine sends to the CLI (`print`) and their pending answers.
  let printId = 0;
  /** @type {Map<string | number, () => void>} */
  const awaitingCli = new Map();
  /** The native engine has the CLI print `migrate diff` output through a `print` request. */
  const print = (/** @type {string} */ content) =>
    new Promise((resolve) => {
      const id = `print-${++printId}`;
      awaitingCli.set(id, () => resolve(undefined));
      send({ id, method: 'print', params: { content: content.replace(/\n$/, '') } }); // the CLI adds the newline
    });

  /**
   * @param {string} method
   * @param {any} params
   */
  const call = async (method, params) => {
    if (method === 'createDatabase') {
      const target = params?.datasource?.tag === 'ConnectionString' ? params.datasource.url : url;
      if (!target) throw new Error('No datasource url to create a database from.');
      return { databaseName: await databaseCommand('create-database', target) };
    }
    const wasm = await engine();
    if (method === 'getDatabaseVersion') return wasm.version(params ?? null);
    if (method === 'diff') {
      const { stdout: output, ...rest } = await wasm.diff(params);
      if (output) await print(output);
      return rest;
    }
    if (!PASS_THROUGH.has(method))
      throw Object.assign(new Error(`Method not found: ${method}`), { rpcCode: -32601 });
    // Called on the object: wasm-bindgen methods need their `this`.
    return /** @type {Record<string, (input: unknown) => Promise<unknown>>} */ (
      /** @type {unknown} */ (wasm)
    )[method]?.(params);
  };

  // The engine is single-threaded and not re-entrant: requests run one after the other.
  let queue = Promise.resolve();
  const lines = createInterface({ input: stdin, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (!line.trim()) return;
    /** @type {{ id?: string | number, method?: string, params?: unknown, result?: unknown }} */
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      send({ id: null, error: { code: -32700, message: 'Parse error' } });
      return;
    }
    if (message.method === undefined) {
      // The CLI's answer to one of our `print` requests.
      if (message.id !== undefined) awaitingCli.get(message.id)?.();
      if (message.id !== undefined) awaitingCli.delete(message.id);
      return;
    }
    const { id, method, params } = message;
    queue = queue.then(async () => {
      try {
        const result = await call(method, params);
        send({ id, result: result === undefined ? null : result });
      } catch (error) {
        const rpcCode = /** @type {{ rpcCode?: number }} */ (error).rpcCode;
        if (rpcCode) send({ id, error: { code: rpcCode, message: /** @type {Error} */ (error).message } });
        else {
          const data = describeError(error, bound.errorRegistry);
          stderr.write(logLine('ERROR', { message: data.message }));
          send({ id, error: { ...ENGINE_ERROR, data } });
        }
      }
    });
  });
  await new Promise((resolve) => lines.once('close', resolve));
  await queue;
  if (enginePromise) (await enginePromise.catch(() => undefined))?.free();
  await factory?.close();
  return 0;
}

/**
 * Entry point of `bin/schema-engine.mjs`.
 * @param {string[]} argv
 * @param {Stdio} stdio
 * @returns {Promise<number>} exit code
 */
export async function runSchemaEngine(argv, stdio) {
  const args = parseEngineArgs(argv);
  if (args.version) {
    const { version } = await loadSchemaEngineWasm();
    stdio.stdout.write(`schema-engine-cli ${version()}\n`);
    return 0;
  }
  if (args.cli) return runCliCommand(args, stdio);
  return serveRpc(args, stdio);
}
