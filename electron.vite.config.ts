import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererAliases } from './renderer-build.config';

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
    // Installers talk to the API they were built for: DFA_API_URL (or SITE_URL) at build time.
    // A DFA_API_URL set when the app starts still wins (src-main/config.ts).
    define: {
      __DFA_BUILT_API_URL__: JSON.stringify(process.env.DFA_API_URL || process.env.SITE_URL || ''),
    },
    build: {
      outDir: 'out/main',
      // The packaged app ships out/** without node_modules (electron-builder.yml), so the one
      // runtime dependency of the main process is bundled rather than required at run time.
      externalizeDeps: { exclude: ['zod'] },
      rolldownOptions: { input: { index: resolve('src-main/index.ts') } },
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
