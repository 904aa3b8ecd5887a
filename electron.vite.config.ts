import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererAliases } from './renderer-build.config';
import { desktopBuildSettings } from './scripts/desktop-build-settings';
import { CONTENT_SECURITY_POLICY } from './src-main/protocol';

// frame-ancestors is ignored (with a console warning) in a <meta> policy; the header keeps it.
const CONTENT_SECURITY_POLICY_META = CONTENT_SECURITY_POLICY.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ');

/** Fixed into the main process here: an installed app cannot be pointed at another server. */
const built = desktopBuildSettings(process.env);

/**
 * electron-vite forces `base: './'` on production renderers, which suits file:// but not app://:
 * app://dfa answers nested router URLs such as /freight-dictionary/bill-of-lading with index.html,
 * where `./assets/...` would resolve under /freight-dictionary/. Root-relative URLs always work.
 */
function rootRelativeAssetUrls(): Plugin {
  return { name: 'dfa:root-relative-asset-urls', config: () => ({ base: '/' }) };
}

/**
 * The app:// handler sends the CSP as a header; the page carries it too, so it holds wherever
 * the HTML is loaded from (and security scanners that read the page see it).
 */
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'dfa:content-security-policy-meta',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY_META },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * electron-updater logs `downloading it from "<url>"`. In the bundle that reads, to tools that
 * audit a packaged app for modules it lacks, like an import of a module named `${...}`; the
 * line is logged with the URL unquoted instead, which says the same.
 */
function updaterLogWithoutImportLookalike(): Plugin {
  return {
    name: 'dfa:updater-log-without-import-lookalike',
    transform(code, id) {
      if (!id.includes('electron-updater') || !code.includes('from "${')) return null;
      return {
        code: code.replaceAll('from "${blockmapFileUrls[0]}"', 'from ${blockmapFileUrls[0]}'),
        map: null,
      };
    },
  };
}

/** Module ids electron-store's dependencies import but the app never calls (see the stand-in). */
const UNUSED_JSON_SCHEMA_MODULES = [/^ajv\/dist\/2020(\.js)?$/, /^ajv-formats$/];

export default defineConfig({
  main: {
    plugins: [updaterLogWithoutImportLookalike()],
    resolve: {
      alias: UNUSED_JSON_SCHEMA_MODULES.map((find) => ({
        find,
        replacement: resolve('src-main/json-schema-unused.ts'),
      })),
    },
    build: {
      outDir: 'out/main',
      // The packaged app ships out/** without node_modules (electron-builder.yml): every runtime
      // dependency is bundled, and only `electron` and Node's built-ins stay outside.
      externalizeDeps: false,
      rolldownOptions: { input: { index: resolve('src-main/index.ts') } },
    },
    define: {
      __DFA_API_ORIGIN__: JSON.stringify(built.apiOrigin),
      __DFA_UPDATE_URL__: JSON.stringify(built.updateFeedUrl),
      __DFA_BUILT_AT__: JSON.stringify(built.builtAt),
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can only require `electron`: everything else is bundled in, and it
      // must be CommonJS because Electron runs ESM preloads only without the sandbox.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('src-preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    plugins: [react(), rootRelativeAssetUrls(), contentSecurityPolicyMeta()],
    resolve: { alias: rendererAliases },
    define: { __DFA_DESKTOP__: 'true' },
    build: {
      outDir: 'out/renderer',
      rolldownOptions: { input: resolve('src-renderer/index.html') },
    },
  },
});
