import { z } from 'zod';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { BRIDGE_CHANNELS } from '../shared/bridge';
import { isAppPage } from './protocol';

export type BridgeChannelKey = keyof typeof BRIDGE_CHANNELS;

/** What a handler may do besides answering: send events back to the window that asked. */
interface CallContext {
  reply(channel: string, payload: unknown): void;
}

/**
 * One handler per bridge channel, keyed like `BRIDGE_CHANNELS` so a channel added to the contract
 * fails to compile until it is handled; each validates its own argument (`parseArgument`).
 */
export type BridgeHandlers = Record<BridgeChannelKey, (argument: unknown, context: CallContext) => unknown>;

/** Registers every handler behind the same sender check. */
export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, handlers: BridgeHandlers): void {
  for (const key of Object.keys(handlers) as BridgeChannelKey[]) {
    const channel = BRIDGE_CHANNELS[key];
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, argument: unknown) => {
      assertTrustedSender(event, channel);
      return handlers[key](argument, {
        reply: (replyChannel, payload) => {
          if (!event.sender.isDestroyed()) event.sender.send(replyChannel, payload);
        },
      });
    });
  }
}

/**
 * Only the app's own pages may use the bridge: never a foreign page that slipped in, nor an API
 * answer that came to be shown as a page under app://dfa/api/.
 */
function assertTrustedSender(event: IpcMainInvokeEvent, channel: string): void {
  const senderUrl = event.senderFrame?.url ?? '';
  if (!isAppPage(senderUrl)) {
    throw new Error(`${channel} refused: the sender ${senderUrl || '(unknown)'} is not the app`);
  }
}

export function parseArgument<Schema extends z.ZodType>(schema: Schema, argument: unknown): z.output<Schema> {
  const result = schema.safeParse(argument);
  if (!result.success) {
    throw new Error(`Invalid argument: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
