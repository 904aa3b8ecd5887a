/**
 * The renderer's `zod` (aliased in the Vite configs). zod compiles object parsers with
 * `new Function` unless told not to, and it decides when each schema is defined, so the
 * setting must be in place before any schema module runs: making it part of `zod` itself
 * guarantees that. The site's CSP refuses eval, as it should.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
