import type { z } from 'zod';
import type {
  apiRequestSchema,
  apiResponseSchema,
  formPartSchema,
  platformInfoSchema,
} from './bridge-schemas';

/**
 * What the renderer may ask of the Electron host. The preload exposes exactly one object of
 * type `DesktopBridge` under `window[BRIDGE_GLOBAL]`; the main process validates every
 * argument with the schemas of `bridge-schemas.ts` before acting on it.
 */
export const BRIDGE_GLOBAL = 'dfaDesktop';

export const BRIDGE_CHANNELS = {
  platformInfo: 'platform:info',
  apiRequest: 'api:request',
} as const;

export type ApiRequest = z.input<typeof apiRequestSchema>;
export type FormPart = z.input<typeof formPartSchema>;
export type ApiResponse = z.infer<typeof apiResponseSchema>;
export type PlatformInfo = z.infer<typeof platformInfoSchema>;

export interface DesktopBridge {
  platform: {
    info(): Promise<PlatformInfo>;
  };
  api: {
    request(request: ApiRequest): Promise<ApiResponse>;
  };
}
