// Loads Prisma's schema engine compiled to WebAssembly (`@prisma/schema-engine-wasm`).
//
// The package's entry does `import * as wasm from './schema_engine_bg.wasm'`, which Node only
// runs with WebAssembly ESM integration, so we instantiate the module by hand and hand its
// exports to the wasm-bindgen glue (`schema_engine_bg.js`), as Prisma's own loader does.
/* global WebAssembly -- Node global, missing from the lint config of .js files */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Name under which the glue is imported by the `.wasm` module. */
const GLUE_IMPORT = './schema_engine_bg.js';

/**
 * `.wasm` files to try, best first, unless `PRISMA_SCHEMA_ENGINE_WASM` names one:
 * 1. the engine the `prisma` CLI ships in its `build/` folder, built from exactly the engines hash
 *    the CLI was released with (`@prisma/engines-version`);
 * 2. the binary of the installed `@prisma/schema-engine-wasm` package.
 * @returns {string[]}
 */
export function wasmCandidates() {
  // An explicit override is the only candidate: falling back silently would hide a typo.
  const override = process.env.PRISMA_SCHEMA_ENGINE_WASM;
  if (override) return [path.resolve(override)];
  const candidates = [];
  try {
    const prismaDir = path.dirname(require.resolve('prisma/package.json'));
    candidates.push(path.join(prismaDir, 'build', 'schema_engine_bg.wasm'));
  } catch {
    // no prisma CLI installed: only the package's own binary is left
  }
  // The package exports no ./package.json; its glue sits next to its .wasm.
  const glueDir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
  candidates.push(path.join(glueDir, 'schema_engine_bg.wasm'));
  return candidates;
}

/**
 * @typedef {typeof import('@prisma/schema-engine-wasm')} SchemaEngineWasmModule
 * @typedef {{ SchemaEngine: SchemaEngineWasmModule['SchemaEngine'], version: () => string, wasmPath: string }} LoadedSchemaEngine
 */

/** @type {LoadedSchemaEngine | undefined} */
let loaded;

/**
 * The glue reports a Rust panic's message to this global right before the `RuntimeError`
 * (`unreachable`) that aborts the call; Prisma's CLI defines it the same way.
 * @type {{ message: string, set_message(message: string): void }}
 */
const panicRegistry = {
  message: '',
  set_message(message) {
    this.message = message;
  },
};

/**
 * The message of the last Rust panic, once (empty when none happened).
 * @returns {string}
 */
export function takePanicMessage() {
  const { message } = panicRegistry;
  panicRegistry.message = '';
  return message;
}

/**
 * Instantiates the first candidate whose imports the installed glue provides (the glue of one
 * build cannot drive another build whose import names differ), once per process.
 * @returns {Promise<LoadedSchemaEngine>}
 */
export async function loadSchemaEngineWasm() {
  if (loaded) return loaded;
  /** @type {Record<string, unknown>} */ (globalThis).PRISMA_WASM_PANIC_REGISTRY = panicRegistry;
  /** @type {Record<string, Function> & { __wbg_set_wasm(exports: WebAssembly.Exports): void }} */
  const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const rejected = [];
  for (const wasmPath of wasmCandidates()) {
    let module;
    try {
      module = new WebAssembly.Module(readFileSync(wasmPath));
    } catch (error) {
      rejected.push(`${wasmPath}: ${/** @type {Error} */ (error).message}`);
      continue;
    }
    const missing = WebAssembly.Module.imports(module).filter(
      (i) => i.module !== GLUE_IMPORT || !(i.name in glue),
    );
    if (missing.length > 0) {
      rejected.push(`${wasmPath}: glue lacks ${missing.map((i) => i.name).join(', ')}`);
      continue;
    }
    const instance = new WebAssembly.Instance(module, { [GLUE_IMPORT]: glue });
    glue.__wbg_set_wasm(instance.exports);
    /** @type {() => void} */ (instance.exports.__wbindgen_start)();
    const bindings = /** @type {SchemaEngineWasmModule} */ (/** @type {unknown} */ (glue));
    loaded = { SchemaEngine: bindings.SchemaEngine, version: bindings.version, wasmPath };
    return loaded;
  }
  throw new Error(`No usable schema engine .wasm file:\n${rejected.join('\n')}`);
}
