#!/usr/bin/env node
// The executable the Prisma CLI spawns through PRISMA_SCHEMA_ENGINE_BINARY (see ../README.md).
import { runSchemaEngine } from '../src/schema-engine.js';

try {
  process.exitCode = await runSchemaEngine(process.argv.slice(2), process);
} catch (error) {
  // The CLI reports the last ERROR line of stderr when the engine exits with 1.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `${JSON.stringify({ level: 'ERROR', fields: { message }, target: 'schema_engine::logger' })}\n`,
  );
  process.exitCode = 1;
}
