import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defaultServerConditions, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PATH_ATTRIBUTE } from '../src/app/prerendered-path.js';
import { withContentSecurityPolicy } from './content-security-policy.js';

/** The home page's HTML, which nginx serves for / (deploy/nginx/web.conf.template). */
const HOME_HTML = 'home.html';

const HOME_MODULE = 'src/modules/home/components/home-page.tsx';

interface PrerenderEntry {
  renderPage: (path: string) => Promise<string>;
  renderShell: () => Promise<string>;
}

/**
 * After the production build, renders the app with react-dom/server (src/prerender.tsx, built
 * for Node on the side) and writes the HTML into the pages:
 * - `home.html`: the home page as a visitor's first render draws it, hydrated by main.tsx, with
 *   the home chunk's styles linked and the scripts requested once it is painted;
 * - `index.html`, served for every other route: the header and footer around the loading state,
 *   replaced by the page once its code is there.
 * A phone on a slow network thus paints the header and the hero from the first response. Both
 * pages carry their Content-Security-Policy, hashes of their inline scripts included.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  const homeAssets = { css: [] as string[], js: [] as string[] };
  return {
    name: 'liggeey-prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const home = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(HOME_MODULE),
      );
      if (!home) this.error(`${HOME_MODULE} is no longer a chunk of its own`);
      // The home chunk and every chunk it imports, each with the styles it brings.
      const pending = [home.fileName];
      const seen = new Set<string>();
      for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') continue;
        seen.add(fileName);
        homeAssets.js.push(fileName);
        homeAssets.css.push(...(chunk.viteMetadata?.importedCss ?? []));
        pending.push(...chunk.imports);
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
        const homeHead = homeAssets.css.map((file) => `<link rel="stylesheet" href="${base}${file}">`);
        const home = fill(template, await entry.renderPage('/'), { path: '/', head: homeHead.join('') });
        await writeFile(
          join(outDir, HOME_HTML),
          withContentSecurityPolicy(
            scriptsAfterFirstPaint(
              home,
              homeAssets.js.map((file) => `${base}${file}`),
            ),
          ),
        );
        await writeFile(
          join(outDir, 'index.html'),
          withContentSecurityPolicy(fill(template, await entry.renderShell())),
        );
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The home page's HTML is complete without scripts: they start downloading once it is painted,
 * so on a slow network the first paint waits for the HTML and styles only, not for the
 * ~110 kB of code that hydrates it. The entry's own preloads and the home chunk's go with it.
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
  // requestAnimationFrame runs just before the first paint, the timeout just after it.
  const loader = `<script>(function (files) {
  requestAnimationFrame(function () {
    setTimeout(function () {
      files.preloads.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = files.entry;
      document.head.appendChild(script);
    });
  });
})(${files});</script>`;
  return stripped.replace('</body>', `${loader}</body>`);
}

function fill(template: string, html: string, page?: { path: string; head: string }): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  const attribute = page ? ` ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}"` : '';
  const filled = template.replace(root, `<div id="root"${attribute}>${html}</div>`);
  return page ? filled.replace('</head>', `${page.head}</head>`) : filled;
}
