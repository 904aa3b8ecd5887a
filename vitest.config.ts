// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- DESIGN §10: strict tsc needs it for the test key
/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'src-renderer/**/*.test.{ts,tsx}',
            'src-main/**/*.test.ts',
            'src-preload/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
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
