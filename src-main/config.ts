import { z } from 'zod';

/** Set by the desktop build (electron.vite.config.ts): the API address the installers are for. */
declare const __DFA_BUILT_API_URL__: string | undefined;

export const DEFAULT_API_URL =
  (typeof __DFA_BUILT_API_URL__ === 'string' && __DFA_BUILT_API_URL__) || 'http://localhost:3000';

// Not z.httpUrl(): it demands a dotted domain name, which rules out localhost and IP addresses.
const apiUrlSchema = z.url({
  protocol: z.regexes.httpProtocol,
  error: 'must be an absolute http:// or https:// URL',
});

export interface DesktopConfig {
  /** Origin (and optional path prefix) of the DFA API server, without a trailing slash. */
  apiBaseUrl: string;
}

type Environment = Record<string, string | undefined>;

/**
 * The desktop shares the web's API server; `SITE_URL` is the web's own setting, so a developer
 * who already exported it does not need a second variable.
 */
export function loadDesktopConfig(env: Environment = process.env): DesktopConfig {
  const variableName = env.DFA_API_URL ? 'DFA_API_URL' : env.SITE_URL ? 'SITE_URL' : null;
  const rawUrl = variableName ? (env[variableName] ?? '') : DEFAULT_API_URL;
  const result = apiUrlSchema.safeParse(rawUrl.trim());
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'is invalid';
    throw new Error(`${variableName ?? 'The default API URL'} ${message}; got "${rawUrl}".`);
  }
  return { apiBaseUrl: result.data.replace(/\/+$/, '') };
}
