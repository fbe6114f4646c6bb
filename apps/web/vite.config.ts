import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { graphqlCodegen } from './vite-plugins/graphql-codegen.js';
import { prerender } from './vite-plugins/prerender.js';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

// Everything the gateway serves, so the browser talks to a single origin in dev and preview alike.
const gatewayPrefixes = [
  '/graphql',
  '/socket.io',
  '/realms',
  '/files',
  '/uploads',
  '/payments',
  '/health',
  '/downloads',
  '/product-files',
  '/exports',
];

// Anchored on a whole path segment so an app route such as /payment-confirmation stays with the SPA.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  gatewayPrefixes.map((prefix) => [
    `^${prefix}(?:[/?]|$)`,
    { target: gatewayUrl, ws: prefix === '/socket.io' },
  ]),
);

export default defineConfig({
  // Explicit so `vite --config apps/web/vite.config.ts` works from the repo root too.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [graphqlCodegen(), react(), prerender()],
  // Shared workspace libs are used from their TypeScript source, like everywhere else in the repo.
  resolve: { conditions: ['@liggeey/source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
