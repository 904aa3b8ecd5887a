import { getHealth } from '../shared/api/health';
import { CLIENT_HEADERS } from '../shared/api/http';
import { getScheduleSnapshot } from '../shared/api/schedules';
import type { OfflineDataset, PlatformInfo } from '../shared/bridge';
import { BRIDGE_EVENTS } from '../shared/bridge';
import {
  apiRequestSchema,
  filePickRequestSchema,
  uploadCancelSchema,
  uploadRequestSchema,
  websitePathSchema,
} from '../shared/bridge-schemas';
import { createApiFileProxy, createApiForwarder } from './api-bridge';
import { apiTargetUrl } from './api-target';
import type { DesktopConfig } from './config';
import { createConnectivity, type Connectivity } from './connectivity';
import { createDesktopSession, type DesktopSession } from './desktop-session';
import { parseArgument, type BridgeHandlers } from './ipc';
import type { Network } from './network';
import { createSavedSchedules, type SavedSchedulesStore } from './saved-schedules';
import { createScheduleSearch } from './schedule-search';
import { sendWithSession } from './session-transport';
import type { SessionVault } from './session-vault';
import { createUploads, type ShowOpenDialog } from './uploads';

export interface DesktopHostOptions {
  config: DesktopConfig;
  appVersion: string;
  os: string;
  /** Electron's net in the app */
  network: Network;
  vault: SessionVault;
  /** empties Chromium's HTTP cache and the window's storage when the member signs out */
  clearBrowsingData?: () => Promise<void>;
  showOpenDialog: ShowOpenDialog;
  sniff: (bytes: Uint8Array) => Promise<string | undefined>;
  openExternal: (url: string) => Promise<void>;
  /** data shipped inside the app (the dictionary); the saved schedules are added by the host */
  offlineData: () => OfflineDataset[];
  /** the schedules snapshot bundled with the app, when the build has one */
  bundledSchedules: string | undefined;
  /** where the app keeps what it downloads (the user's data folder) */
  dataFolder: string;
  /** tells every open window something happened (the connection changed) */
  broadcast: (channel: string, payload: unknown) => void;
  /** how often to look for the server again while offline */
  reconnectIntervalMs?: number;
  /** how often to ask for newer schedules while the app runs */
  schedulesRefreshIntervalMs?: number;
  timeoutMs?: number;
}

export interface DesktopHost {
  handlers: BridgeHandlers;
  /** answers `app://dfa/api/...` reads (images, downloads) */
  apiFiles: (url: URL) => Promise<Response>;
  connectivity: Connectivity;
  session: DesktopSession;
  schedules: SavedSchedulesStore;
  /** a GET of the API with the member's session, for the main process's own needs (notices) */
  apiGet(path: string): Promise<unknown>;
  dispose(): void;
}

const RECONNECT_INTERVAL_MS = 15_000;
/** The server's snapshot changes with each schedules import and each day; a 304 costs nothing. */
const SCHEDULES_REFRESH_INTERVAL_MS = 3 * 60 * 60_000;

/**
 * Everything the main process does for the window, without Electron itself: the bridge's
 * handlers, the session, the connection state, uploads. index.ts wires it to Electron; the
 * desktop-mode browser tests wire the very same host to a page in Chromium.
 */
export function createDesktopHost(options: DesktopHostOptions): DesktopHost {
  const { config, network, timeoutMs } = options;
  const apiOrigin = config.apiOrigin;
  const saved = options.vault.load();
  const savedSchedules = createSavedSchedules({
    bundledFile: options.bundledSchedules,
    folder: options.dataFolder,
    // Called only once the host is composed: the download goes with the session, like any request.
    download: (headers) =>
      sendWithSession(sendOptions, apiTargetUrl(apiOrigin, getScheduleSnapshot.path), {
        method: 'GET',
        headers,
      }),
  });
  const connectivity = createConnectivity({
    offlineData: () => {
      const snapshot = savedSchedules.info();
      return [
        ...options.offlineData(),
        ...(snapshot ? [{ kind: 'schedules' as const, asOf: snapshot.generatedAt }] : []),
      ];
    },
    lastOnlineAt: saved.confirmedAt,
  });
  const session = createDesktopSession({
    apiOrigin,
    vault: options.vault,
    network,
    connectivity,
    clearBrowsingData: options.clearBrowsingData,
    saved,
  });
  // A sign-out made offline in an earlier run is told to the server now, or once it answers.
  void session.tellServerOfSignOuts();
  const sendOptions = {
    apiOrigin,
    jar: session.jar,
    network,
    connectivity,
    ...(timeoutMs ? { timeoutMs } : {}),
  };
  const forwardApiRequest = createApiForwarder(sendOptions);
  const uploads = createUploads({
    ...sendOptions,
    showOpenDialog: options.showOpenDialog,
    sniff: options.sniff,
  });

  const searchSchedules = createScheduleSearch(savedSchedules);
  // Refreshing fails quietly: the saved snapshot stays, and the next chance comes soon enough.
  let refreshed = false;
  const refreshSchedules = () =>
    void savedSchedules.refresh().then((outcome) => {
      if (outcome === 'replaced' || outcome === 'unchanged') refreshed = true;
    });
  // The first refresh waits for the window's first session check, which says who is signed in.
  const schedulesTimer = setInterval(
    refreshSchedules,
    options.schedulesRefreshIntervalMs ?? SCHEDULES_REFRESH_INTERVAL_MS,
  );
  schedulesTimer.unref?.();

  // While offline, knock now and then so the app notices the server is back without a click.
  let reconnectTimer: ReturnType<typeof setInterval> | undefined;
  const probe = () =>
    sendWithSession(sendOptions, apiTargetUrl(apiOrigin, getHealth.path), {
      method: 'GET',
      headers: new Headers({ accept: 'application/json' }),
    }).then(
      () => undefined,
      () => undefined,
    );
  const stopConnectivityUpdates = connectivity.onChange((state) => {
    options.broadcast(BRIDGE_EVENTS.connectionChanged, state);
    if (!state.online && !reconnectTimer) {
      reconnectTimer = setInterval(() => void probe(), options.reconnectIntervalMs ?? RECONNECT_INTERVAL_MS);
    } else if (state.online && reconnectTimer) {
      clearInterval(reconnectTimer);
      reconnectTimer = undefined;
    }
    if (state.online) {
      refreshSchedules();
      void session.tellServerOfSignOuts();
    }
  });

  const handlers: BridgeHandlers = {
    platformInfo: (): PlatformInfo => ({
      kind: 'desktop',
      os: options.os,
      appVersion: options.appVersion,
      sessionPersistence: options.vault.persistence,
      websiteOrigin: apiOrigin,
    }),
    apiRequest: (argument) => forwardApiRequest(parseArgument(apiRequestSchema, argument)),
    sessionStatus: async () => {
      const status = await session.status();
      // The first check after start, or after signing in: the member's schedules come down now.
      if (status.user && status.connection.online && !refreshed) refreshSchedules();
      return status;
    },
    sessionClear: () => {
      void session.clear();
    },
    connectionStatus: () => connectivity.state(),
    filesPick: (argument) => uploads.pick(parseArgument(filePickRequestSchema, argument)),
    filesUpload: (argument, context) =>
      uploads.upload(parseArgument(uploadRequestSchema, argument), (progress) =>
        context.reply(BRIDGE_EVENTS.uploadProgress, progress),
      ),
    filesCancelUpload: (argument) => {
      uploads.cancel(parseArgument(uploadCancelSchema, argument));
    },
    websiteOpen: async (argument) => {
      const url = new URL(parseArgument(websitePathSchema, argument), apiOrigin);
      if (url.origin !== apiOrigin) throw new Error('website:open refused: not a page of the website');
      await options.openExternal(url.href);
    },
    schedulesSearch: (argument) => searchSchedules(argument),
  };

  return {
    handlers,
    apiFiles: createApiFileProxy(sendOptions),
    connectivity,
    session,
    schedules: savedSchedules,
    async apiGet(path) {
      const response = await sendWithSession(sendOptions, apiTargetUrl(apiOrigin, path), {
        method: 'GET',
        headers: new Headers(CLIENT_HEADERS),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new Error(`GET ${path} answered ${response.status}`);
      }
      return response.json();
    },
    dispose() {
      stopConnectivityUpdates();
      clearInterval(schedulesTimer);
      if (reconnectTimer) clearInterval(reconnectTimer);
    },
  };
}
