import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { rendererAliases } from './renderer-build.config';

const rendererRoot = fileURLToPath(new URL('./src-renderer', import.meta.url));
const dist = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * React Router's package entry is its development build, which differs from the production
 * build it ships beside it only in carrying the developer warnings; the browser bundle takes
 * the production build.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * React Router's module ends with statements that only decorate its components (`Form =
 * forwardRef(…)`, `Form.displayName = …`); the bundler must assume they have side effects and
 * keeps every component, used or not. Marking the calls pure and dropping the names (which only
 * developer tools read) lets it leave out what the site never renders: forms, fetchers, the
 * data and server-component routers.
 *
 * `<Link prefetch>` fetches a route's data and modules ahead in framework mode only; the site
 * never passes `prefetch`, so its links always take the `"none"` branch. Answering that branch
 * directly leaves the framework's prefetching (page links, route module manifests, single
 * fetch URLs) out of every page's JavaScript: about 3 KB gzip.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'dfa:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
      handler(code) {
        // Only whole lines change, so the module's source map stays true line for line.
        const shaken = code
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = [^;\n]+;$/gm, '')
          .replace(
            /^(\s*)let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\n\s*prefetch,\n\s*rest\n\s*\);$/m,
            '$1const shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};\n\n\n',
          );
        // A React Router release that writes Link differently must not quietly bring the 3 KB back.
        if (/= usePrefetchBehavior\(/.test(shaken)) {
          throw new Error(
            'vite.config.ts: Link no longer matches the pattern that leaves its prefetching out',
          );
        }
        return { code: shaken, map: null };
      },
    },
  };
}

/**
 * Writes `.br` and `.gz` beside every compressible asset at maximum compression, once per
 * build, so the server can serve them from memory without spending seconds at start-up.
 */
function precompressAssets(outDir: string): Plugin {
  return {
    name: 'dfa:precompress-assets',
    apply: 'build',
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|svg|json|txt|webmanifest)$/.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** The website build: the client bundle, and (with --ssr) the server renderer. */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: rendererRoot,
  publicDir: `${rendererRoot}/public`,
  plugins: [react(), ...(isSsrBuild ? [] : [treeShakeReactRouter(), precompressAssets(`${dist}/client`)])],
  resolve: {
    alias: command === 'build' && !isSsrBuild ? [...rendererAliases, reactRouterProduction] : rendererAliases,
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // The website never runs inside the desktop app: its bundle leaves the bridge code out.
  define: { __DFA_DESKTOP__: 'false' },
  build: isSsrBuild
    ? {
        outDir: `${dist}/server`,
        emptyOutDir: true,
        ssr: true,
        rolldownOptions: {
          input: `${rendererRoot}/entry-server.tsx`,
          output: { entryFileNames: 'entry-server.js' },
        },
      }
    : {
        outDir: `${dist}/client`,
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: {
          // The calculator widget members embed has its own small entry beside the website's, and
          // the calculator it fetches when a visitor first uses it, by the address the server gives.
          input: {
            index: `${rendererRoot}/index.html`,
            widget: `${rendererRoot}/widget-entry.ts`,
            'widget-calculator': `${rendererRoot}/components/calculator-widget/enhance-widget.ts`,
          },
          output: {
            codeSplitting: {
              // React, the router and the store are needed by every page and change only with
              // an upgrade: one long-cached chunk, rather than pieces the bundler moves between
              // chunks whenever something loaded after hydration shares one of them.
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|jotai)[\\/]/,
                },
                // Small modules the shell and most pages share would each be a file of their own,
                // every one paying its own request and compression overhead: one chunk instead.
                {
                  name: 'shell',
                  test: /src-renderer[\\/](lib[\\/](use-hydrated|site-context|session[\\/](session-state|use-session|use-viewer))|components[\\/]modal[\\/]open-dialogs)\.tsx?$|shared[\\/]constants\.ts$/,
                },
                // The sailings finder (home, the schedules page) and the calculator members embed
                // (fetched when a visitor first uses it) are each loaded whole, never in part: one
                // file each rather than a handful of small ones, each with its own overhead. Only
                // these modules: what they share with the rest of the site stays where it is.
                {
                  name: 'find-sailings',
                  includeDependenciesRecursively: false,
                  // The answer to a search (SailingsPreview) loads with the search, not with the page.
                  test: /src-renderer[\\/]components[\\/](find-sailings[\\/](?!SailingsPreview)|port-combobox[\\/])/,
                },
                {
                  name: 'calculator-widget',
                  includeDependenciesRecursively: false,
                  test: /src-renderer[\\/]components[\\/]calculator-widget[\\/](enhance-widget|widget-fields)\.ts$|shared[\\/]calculator[\\/](widget-config|rates|containers)\.ts$/,
                },
                // What the blog's list and its posts share: one file rather than three.
                {
                  name: 'blog',
                  includeDependenciesRecursively: false,
                  test: /src-renderer[\\/]features[\\/]blog[\\/]((PostCard|PostMeta|TagCover|FeedLink|blog-paths)\.tsx?|blog\.module\.css)$|shared[\\/]domain[\\/]blog-names\.ts$/,
                },
                // The API client with its error type and the loading and error states of page
                // data: every page that reads data loads all three, so one file rather than three.
                {
                  name: 'api',
                  includeDependenciesRecursively: false,
                  test: /src-renderer[\\/](lib[\\/](api|api-call-error)\.ts|components[\\/]page-status[\\/]PageStatus(\.tsx|\.module\.css))$/,
                },
                // What every page loads just after hydrating (the session check) and, on a first
                // visit, the consent banner: one request and one compressed stream rather than
                // five small ones. A visitor who has chosen has it cached from the page where
                // they chose.
                {
                  name: 'after-hydration',
                  // Only these modules: what they share with the entry stays in the entry.
                  includeDependenciesRecursively: false,
                  test: /src-renderer[\\/]lib[\\/]session[\\/](load-current-user|current-user-answer)\.ts$|components[\\/]consent[\\/]ConsentBanner(\.tsx|\.module\.css)$|shared[\\/](domain[\\/]membership-states|api[\\/]http)\.ts$/,
                },
              ],
            },
          },
        },
        modulePreload: {
          // Every browser that runs the es2022 bundle supports modulepreload natively.
          polyfill: false,
          // The page template preloads the entry's own chunks (React above all), so the browser
          // fetches them beside the entry rather than after it. The server names a page's chunks
          // in the head of the page it sends, so the entry need not carry every page's chunk
          // list: only the stylesheets, which a page cannot do without, are named for pages
          // reached inside the app.
          resolveDependencies: (_file, dependencies, { hostType }) =>
            hostType === 'html' ? dependencies : dependencies.filter((dep) => dep.endsWith('.css')),
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
}));
