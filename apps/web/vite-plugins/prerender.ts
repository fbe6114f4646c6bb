import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defaultServerConditions, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PATH_ATTRIBUTE } from '../src/app/prerendered-path.js';
import { withContentSecurityPolicy } from './content-security-policy.js';

/** The public pages written at build time: a visitor's first response carries their content. */
interface PrerenderedPage {
  path: string;
  /** Where it goes in the build; nginx serves `<path>.html` for the path (web.conf.template). */
  file: string;
  /** The modules whose chunks draw it: their scripts and styles come with the page. */
  modules: readonly string[];
}

/** Around the reading pages drawn without antd (src/app/routes.tsx, readingPage): react-query. */
const QUERY_ROOT = 'src/app/query-root.tsx';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'home.html', modules: ['src/modules/home/components/home-page.tsx'] },
  {
    path: '/metiers',
    file: 'metiers.html',
    modules: [QUERY_ROOT, 'src/modules/trades/components/trades-page.tsx'],
  },
  {
    path: '/store',
    file: 'store.html',
    modules: [QUERY_ROOT, 'src/modules/store/components/store-page.tsx'],
  },
  { path: '/faq', file: 'faq.html', modules: [QUERY_ROOT, 'src/modules/faq/components/faq-page.tsx'] },
  {
    path: '/contact',
    file: 'contact.html',
    modules: [QUERY_ROOT, 'src/modules/contact/components/contact-page.tsx'],
  },
  {
    path: '/articles',
    file: 'articles.html',
    modules: [QUERY_ROOT, 'src/modules/articles/components/articles-page.tsx'],
  },
];

interface RenderedPage {
  html: string;
  styles: string;
  earlyRequests: string;
}

interface PrerenderEntry {
  renderPage: (path: string) => Promise<RenderedPage>;
  renderShell: () => Promise<RenderedPage>;
}

interface PageAssets {
  css: string[];
  js: string[];
}

/**
 * After the production build, renders the app with react-dom/server (src/prerender.tsx, built
 * for Node on the side) and writes the HTML of the pages:
 * - each of PRERENDERED_PAGES as a visitor's first render draws it (antd's styles extracted into
 *   its head), hydrated by main.tsx, with its chunks' styles linked and the scripts requested once
 *   it is painted;
 * - `index.html`, served for every other route: the header and footer around the loading state,
 *   replaced by the page once its code is there.
 * A phone on a slow network thus paints the page's header and text from the first response. Every
 * page carries its Content-Security-Policy, hashes of its inline scripts included.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  const assets = new Map<string, PageAssets>();
  return {
    name: 'liggeey-prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const page of PRERENDERED_PAGES) {
        // The page's chunks and every chunk they import, each with the styles it brings.
        const pending = page.modules.map((module) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) this.error(`${module} is no longer a chunk of its own`);
          return chunk.fileName;
        });
        const found: PageAssets = { css: [], js: [] };
        const seen = new Set<string>();
        for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
          const chunk = bundle[fileName];
          if (seen.has(fileName) || chunk?.type !== 'chunk') continue;
          seen.add(fileName);
          found.js.push(fileName);
          found.css.push(...(chunk.viteMetadata?.importedCss ?? []));
          pending.push(...chunk.imports);
        }
        assets.set(page.path, found);
      }
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = await mkdtemp(join(tmpdir(), 'liggeey-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // Bundled whole, like the browser's build: the workspace libraries from their source.
          ssr: { noExternal: true, resolve: { conditions: ['@liggeey/source', ...defaultServerConditions] } },
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const entry = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as PrerenderEntry;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const base = config.base;
        for (const page of PRERENDERED_PAGES) {
          const { css, js } = assets.get(page.path) ?? { css: [], js: [] };
          const rendered = await entry.renderPage(page.path);
          const links = [...new Set(css)].map((file) => `<link rel="stylesheet" href="${base}${file}">`);
          const html = fill(template, rendered.html, {
            path: page.path,
            links: links.join(''),
            styles: rendered.earlyRequests + rendered.styles,
          });
          await writeFile(
            join(outDir, page.file),
            withContentSecurityPolicy(
              scriptsAfterFirstPaint(
                html,
                js.map((file) => `${base}${file}`),
              ),
            ),
          );
        }
        const shell = await entry.renderShell();
        await writeFile(
          join(outDir, 'index.html'),
          withContentSecurityPolicy(fill(template, shell.html, { links: '', styles: shell.styles })),
        );
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Preloads added per main-thread task by a pre-rendered page's loader (see below): the entry and
 * eight preloads in one task took 30–70 ms on a desktop (a module request costs the main thread a
 * few milliseconds), two keep each task short.
 */
const PRELOADS_PER_TASK = 2;

/**
 * A pre-rendered page's HTML is complete without scripts: they start downloading once it is
 * painted, so on a slow network the first paint waits for the HTML and styles only, not for the
 * code that hydrates it. The entry's own preloads and the page's chunks go with it.
 */

function scriptsAfterFirstPaint(html: string, extraPreloads: readonly string[]): string {
  let entry: string | undefined;
  const preloads: string[] = [];
  const stripped = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (!entry) throw new Error('index.html has no module script');
  const files = JSON.stringify({ entry, preloads: [...new Set([...preloads, ...extraPreloads])] });
  // requestAnimationFrame runs just before the first paint, the timeout just after it. Each
  // preload costs the main thread a few milliseconds on a slow phone (some 70 for an antd page:
  // 165 ms at 4× CPU slowdown), so they go a few per task, never one long task.
  const loader = `<script>(function (files) {
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = files.entry;
      document.head.appendChild(script);
      var pending = files.preloads.slice();
      (function preloadSome() {
        pending.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        });
        if (pending.length > 0) setTimeout(preloadSome);
      })();
    });
  });
})(${files});</script>`;
  return stripped.replace('</body>', `${loader}</body>`);
}

/**
 * The template with `html` in #root (marked as the page at `path` when it is one), `links` at the
 * end of its head and antd's `styles` at its start: where antd puts its own in the browser, so the
 * app's stylesheets override them alike. The page's early requests come first, so they leave
 * before anything else of the page is parsed.
 */
function fill(
  template: string,
  html: string,
  page: { path?: string; links: string; styles: string },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  const attribute = page.path ? ` ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}"` : '';
  return template
    .replace(root, `<div id="root"${attribute}>${html}</div>`)
    .replace(/<meta charset="[^"]+" ?\/?>/i, (charset) => `${charset}${page.styles}`)
    .replace('</head>', `${page.links}</head>`);
}
