import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { BRIDGE_EVENTS, type DesktopBridge, type UploadProgress } from '../../shared/bridge';
import { createDesktopHost, type DesktopHost } from '../../src-main/desktop-host';
import type { BridgeChannelKey } from '../../src-main/ipc';
import type { Network } from '../../src-main/network';
import { createSessionVault, type KeyValueStore } from '../../src-main/session-vault';
import { electronNetwork } from './electron-net';

/** A key-value store in a JSON file, as electron-store keeps one (electron-store itself needs Electron). */
function jsonFileStore(file: string): KeyValueStore & { read(): Record<string, unknown> } {
  const read = (): Record<string, unknown> =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const write = (data: Record<string, unknown>) => writeFileSync(file, JSON.stringify(data), { mode: 0o600 });
  return {
    read,
    get: (key) => read()[key],
    set: (key, value) => write({ ...read(), [key]: value }),
    delete: (key) => {
      const { [key]: _removed, ...rest } = read();
      write(rest);
    },
  };
}

/** Stands in for the OS key store: reversible, never the plaintext. */
const keyStore = {
  isEncryptionAvailable: () => true,
  getSelectedStorageBackend: () => 'gnome_libsecret' as const,
  encryptString: (text: string) => Buffer.from(Buffer.from(text, 'utf8').map((byte) => byte ^ 0x5a)),
  decryptString: (data: Buffer) => Buffer.from(data.map((byte) => byte ^ 0x5a)).toString('utf8'),
};

export interface TestDesktopHost {
  host: DesktopHost;
  /** the session.json the vault writes */
  sessionStore: ReturnType<typeof jsonFileStore>;
  /** events the host sent to the window, in order */
  events: { channel: string; payload: unknown }[];
  /** calls one bridge channel as the app's page would, through the host's argument checks */
  invoke(
    channel: BridgeChannelKey,
    argument?: unknown,
    onEvent?: (channel: string, payload: unknown) => void,
  ): Promise<unknown>;
  /** files the native picker will "choose" next */
  pickNext(paths: string[]): void;
  opened: string[];
  /** how often sign-out emptied Chromium's cache and storage */
  browsingDataCleared(): number;
}

/**
 * The desktop main process as the app composes it (src-main/desktop-host.ts), with the double of
 * Electron's net (or Node's own HTTP) in place of Electron's, a JSON file in place of
 * electron-store and a stand-in for the OS key store: what crosses the bridge is checked and
 * forwarded exactly as in the app.
 */
export function createTestDesktopHost({
  apiOrigin,
  folder = mkdtempSync(path.join(tmpdir(), 'dfa-desktop-host-')),
  reconnectIntervalMs = 200,
  network = electronNetwork(),
  onBroadcast,
  bundledSchedules,
  timeoutMs,
}: {
  apiOrigin: string;
  /** a schedules snapshot file standing in for the one the app bundles */
  bundledSchedules?: string;
  folder?: string;
  reconnectIntervalMs?: number;
  /** the double of Electron's net unless a test asks for Node's, or a slow or unplugged one */
  network?: Network;
  /** the API timeout (for an upload: how long it may stall), when a test shortens it */
  timeoutMs?: number;
  /** also hands every event for the window to, say, a page in Chromium */
  onBroadcast?: (channel: string, payload: unknown) => void;
}): TestDesktopHost {
  const sessionStore = jsonFileStore(path.join(folder, 'session.json'));
  const events: TestDesktopHost['events'] = [];
  const opened: string[] = [];
  let nextPicked: string[] = [];
  let cleared = 0;
  const host = createDesktopHost({
    config: { apiOrigin, updateFeedUrl: undefined },
    appVersion: '0.0.0-test',
    os: process.platform,
    network,
    clearBrowsingData: async () => {
      cleared += 1;
    },
    vault: createSessionVault({
      safeStorage: keyStore,
      store: sessionStore,
      origin: apiOrigin,
      platform: 'linux',
    }),
    showOpenDialog: async () => {
      const filePaths = nextPicked;
      nextPicked = [];
      return { canceled: filePaths.length === 0, filePaths };
    },
    sniff: async (bytes) => (await fileTypeFromBuffer(bytes))?.mime,
    openExternal: async (url) => void opened.push(url),
    offlineData: () => [{ kind: 'dictionary', asOf: '2026-11-02T09:30:00.000Z' }],
    bundledSchedules,
    dataFolder: folder,
    broadcast: (channel, payload) => {
      events.push({ channel, payload });
      onBroadcast?.(channel, payload);
    },
    reconnectIntervalMs,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return {
    host,
    sessionStore,
    events,
    opened,
    browsingDataCleared: () => cleared,
    pickNext: (paths) => {
      nextPicked = paths;
    },
    invoke: async (channel, argument, onEvent) =>
      host.handlers[channel](structuredClone(argument), {
        reply: (replyChannel, payload) => {
          events.push({ channel: replyChannel, payload });
          onEvent?.(replyChannel, payload);
        },
      }),
  };
}

/** The bridge the preload would expose, calling the test host in-process. */
export function inProcessBridge(test: TestDesktopHost): DesktopBridge {
  const call = <T>(channel: BridgeChannelKey, argument?: unknown) =>
    test.invoke(channel, argument) as Promise<T>;
  return {
    platform: { info: () => call('platformInfo') },
    api: { request: (request) => call('apiRequest', request) },
    session: { status: () => call('sessionStatus'), clear: () => call('sessionClear') },
    connection: {
      status: () => call('connectionStatus'),
      onChange: (listener) => test.host.connectivity.onChange(listener),
    },
    files: {
      pick: (request) => call('filesPick', request),
      upload: (request, onProgress) =>
        test.invoke('filesUpload', request, (channel, payload) => {
          if (channel === BRIDGE_EVENTS.uploadProgress) onProgress?.(payload as UploadProgress);
        }) as ReturnType<DesktopBridge['files']['upload']>,
      cancelUpload: (uploadId) => call('filesCancelUpload', uploadId),
    },
    website: { open: (pagePath) => call('websiteOpen', pagePath) },
    schedules: { search: (request) => call('schedulesSearch', request) },
    navigation: { onNavigate: () => () => undefined },
  };
}
