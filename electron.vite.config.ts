import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererAliases } from './renderer-build.config';
import { desktopBuildSettings } from './scripts/desktop-build-settings';

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

export default defineConfig({
  main: {
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
    plugins: [react(), rootRelativeAssetUrls()],
    resolve: { alias: rendererAliases },
    define: { __DFA_DESKTOP__: 'true' },
    build: {
      outDir: 'out/renderer',
      rolldownOptions: { input: resolve('src-renderer/index.html') },
    },
  },
});
