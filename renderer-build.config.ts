import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/** Resolution shared by the website and desktop builds of the renderer. */
export const rendererAliases: Alias[] = [
  // Every schema module in the renderer gets the eval-free zod (see src-renderer/lib/zod-jitless.ts).
  {
    find: /^zod$/,
    replacement: fileURLToPath(new URL('./src-renderer/lib/zod-jitless.ts', import.meta.url)),
  },
];
