import { z } from 'zod';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { BRIDGE_CHANNELS, type PlatformInfo } from '../shared/bridge';
import { apiRequestSchema } from '../shared/bridge-schemas';
import type { ApiForwarder } from './api-bridge';
import { isAppUrl } from './protocol';

export interface IpcDependencies {
  appVersion: string;
  sessionPersistence: PlatformInfo['sessionPersistence'];
  forwardApiRequest: ApiForwarder;
}

type BridgeChannelKey = keyof typeof BRIDGE_CHANNELS;
type ChannelHandler = (argument: unknown) => unknown;

/**
 * One handler per bridge channel, keyed like `BRIDGE_CHANNELS` so a channel added to the contract
 * fails to compile until it is handled here; every handler goes through the same sender check.
 */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  { appVersion, sessionPersistence, forwardApiRequest }: IpcDependencies,
): void {
  const handlers: Record<BridgeChannelKey, ChannelHandler> = {
    platformInfo: (): PlatformInfo => ({
      kind: 'desktop',
      os: process.platform,
      appVersion,
      sessionPersistence,
    }),
    apiRequest: (argument) => forwardApiRequest(parseArgument(apiRequestSchema, argument)),
  };

  for (const key of Object.keys(handlers) as BridgeChannelKey[]) {
    const channel = BRIDGE_CHANNELS[key];
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, argument: unknown) => {
      assertTrustedSender(event, channel);
      return handlers[key](argument);
    });
  }
}

/** Only the app's own pages may use the bridge, never a foreign page that slipped in. */
function assertTrustedSender(event: IpcMainInvokeEvent, channel: string): void {
  const senderUrl = event.senderFrame?.url ?? '';
  if (!isAppUrl(senderUrl)) {
    throw new Error(`${channel} refused: the sender ${senderUrl || '(unknown)'} is not the app`);
  }
}

function parseArgument<Schema extends z.ZodType>(schema: Schema, argument: unknown): z.output<Schema> {
  const result = schema.safeParse(argument);
  if (!result.success) {
    throw new Error(`Invalid argument: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
