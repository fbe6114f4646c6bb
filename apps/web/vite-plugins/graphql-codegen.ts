import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import codegenConfig, { generatedDir, schemaPath } from '../codegen.js';

/**
 * Runs GraphQL Code Generator before Vite builds, serves or tests the app, so `src/graphql/generated/`
 * (not committed) always matches the gateway schema and the documents in `src/`: `graphql(...)`
 * (src/graphql/document.ts) is typed by its overloads, so in dev they are regenerated whenever a
 * document or the schema changes.
 */
export function graphqlCodegen(): Plugin {
  let queue: Promise<unknown> = Promise.resolve();

  const run = async (): Promise<void> => {
    // Imported lazily: the CLI is heavy and `vite preview` never needs it.
    const { generate } = await import('@graphql-codegen/cli');
    try {
      await generate({ ...codegenConfig, silent: true, errorsOnly: true }, true);
    } catch (error) {
      throw new Error(`GraphQL codegen a échoué (schéma : ${schemaPath}) : ${String(error)}`, {
        cause: error,
      });
    }
  };
  // Serialised so overlapping file changes never write the generated folder concurrently.
  const enqueue = (): Promise<void> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    name: 'liggeey:graphql-codegen',
    buildStart: enqueue,
    configureServer(server) {
      const regenerate = () => {
        enqueue().catch((error: unknown) => server.config.logger.error(String(error)));
      };
      const isSource = (file: string) => /\.tsx?$/.test(file) && !file.startsWith(generatedDir);
      const onWrite = async (file: string) => {
        // The file may already be gone again (editors write through temporary files).
        const content = isSource(file) ? await readFile(file, 'utf8').catch(() => '') : '';
        if (file === schemaPath || content.includes('graphql(')) regenerate();
      };

      server.watcher.add(schemaPath);
      server.watcher.on('add', (file) => void onWrite(file));
      server.watcher.on('change', (file) => void onWrite(file));
      // A deleted file's content is gone, so any source removal may have taken a document with it.
      server.watcher.on('unlink', (file) => isSource(file) && regenerate());
    },
  };
}
