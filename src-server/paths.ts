import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where `npm run build` puts the website. */
export const BUILD_PATHS = {
  clientDir: `${root}dist/client`,
  serverEntry: `${root}dist/server/entry-server.js`,
};
