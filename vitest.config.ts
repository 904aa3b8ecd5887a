// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- strict tsc rejects the test key without it
/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // CI refuses a focused test (`.only`): it would pass while skipping the rest.
    allowOnly: !process.env.CI,
    projects: [
      {
        extends: true,
        // What electron.vite.config.ts bakes into the main process: a development build here.
        define: {
          __DFA_API_ORIGIN__: '""',
          __DFA_UPDATE_URL__: '""',
          __DFA_BUILT_AT__: '"2026-11-01T00:00:00.000Z"',
        },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'src-renderer/**/*.test.{ts,tsx}',
            'src-main/**/*.test.ts',
            'src-preload/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/desktop-support/**/*.test.ts',
          ],
          environment: 'node',
          // electron-store imports `electron`: inlined, it gets the tests' stand-in for it.
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src-server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          // One database per file; PostgreSQL files share one server, so keep them sequential.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'desktop-package',
          include: ['tests/desktop-package/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes, a private PostgreSQL, nginx and full disks: `npm run test:ops`.
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
