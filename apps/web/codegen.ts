import type { CodegenConfig } from '@graphql-codegen/cli';
import { fileURLToPath } from 'node:url';

// Absolute paths so the same config works from the repo root, from the workspace and from Vite's plugin.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export const schemaPath = fileURLToPath(new URL('../gateway/schema.gql', import.meta.url));
export const generatedDir = `${webRoot}src/graphql/generated/`;

const config: CodegenConfig = {
  schema: schemaPath,
  documents: [`${webRoot}src/**/*.{ts,tsx}`, `!${generatedDir}**`],
  ignoreNoDocuments: true,
  generates: {
    [generatedDir]: {
      preset: 'client',
      config: {
        // Documents as plain query strings: the fetcher posts text, so no graphql-js AST in the bundle.
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
