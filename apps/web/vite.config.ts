import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { GATEWAY_PREFIXES } from './src/app/gateway-paths.js';
import { graphqlCodegen } from './vite-plugins/graphql-codegen.js';
import { PRERENDERED_PAGES, prerender } from './vite-plugins/prerender.js';
import { staticGraphChunk } from './vite-plugins/static-graph-chunk.js';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

// Everything the gateway serves, so the browser talks to a single origin in dev and preview alike.
// Anchored on a whole path segment so an app route such as /payment-confirmation stays with the SPA.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  GATEWAY_PREFIXES.map((prefix) => [
    `^${prefix}(?:[/?]|$)`,
    { target: gatewayUrl, ws: prefix === '/socket.io' },
  ]),
);

// What every page runs before its first render. main.tsx itself stays out: it awaits the matched
// route's chunk (top-level await), which imports this one, and each would wait for the other.
const firstScreen = staticGraphChunk('app', ['src/main.tsx'], { withRoots: false, priority: 4 });
// The home page's first screen, apart: what it shares with the other pages comes with it.
const homePage = staticGraphChunk(
  'home',
  PRERENDERED_PAGES.filter((page) => page.path === '/').flatMap((page) => page.modules),
  { withRoots: true, priority: 2 },
);
// The public pages drawn without antd (src/app/routes.tsx, readingPage), the home page aside: a few
// kB for all of them, in one request instead of a dozen.
const readingPages = staticGraphChunk(
  'reading',
  [
    ...PRERENDERED_PAGES.filter((page) => page.path !== '/').flatMap((page) => page.modules),
    'src/modules/store/components/product-page.tsx',
    'src/modules/login/components/login-page.tsx',
  ],
  { withRoots: true, priority: 1 },
);

export default defineConfig({
  // Explicit so `vite --config apps/web/vite.config.ts` works from the repo root too.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    graphqlCodegen(),
    react(),
    prerender(),
    firstScreen.plugin,
    homePage.plugin,
    readingPages.plugin,
    // Installable app and offline pages (src/service-worker/sw.ts); registered by app/offline-pages.ts.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      // Only what the offline page needs up front (see sw.ts); the rest is kept as it is visited.
      injectManifest: { globPatterns: ['offline.html', 'favicon.svg', 'favicon.png'] },
      manifest: {
        name: 'Liggeey — le travail en Afrique de l’Ouest',
        short_name: 'Liggeey',
        description:
          "Liggeey, la place de marché du travail pour l'Afrique de l'Ouest : connecter les talents et les opportunités.",
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1677ff',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  // Shared workspace libs are used from their TypeScript source, like everywhere else in the repo.
  resolve: { conditions: ['@liggeey/source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            firstScreen.group,
            // react-query's seven modules, for the antd pages as for the reading ones.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            homePage.group,
            readingPages.group,
          ],
        },
      },
    },
  },
});
