import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rendererRoot = fileURLToPath(new URL('./src-renderer', import.meta.url));
const dist = fileURLToPath(new URL('./dist', import.meta.url));

/** The website build: the client bundle, and (with --ssr) the server renderer. */
export default defineConfig(({ isSsrBuild }) => ({
  root: rendererRoot,
  publicDir: `${rendererRoot}/public`,
  plugins: [react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
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
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
}));
