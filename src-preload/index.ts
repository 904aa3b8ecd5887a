import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  BRIDGE_CHANNELS,
  BRIDGE_EVENTS,
  BRIDGE_GLOBAL,
  type ConnectionState,
  type DesktopBridge,
  type UploadProgress,
} from '../shared/bridge';

/** Subscribes to one event channel; the returned function removes exactly this listener. */
function subscribe<T>(channel: string, listener: (payload: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

// The renderer gets these named calls and nothing else: no ipcRenderer, no channel names.
const bridge: DesktopBridge = {
  platform: {
    info: () => ipcRenderer.invoke(BRIDGE_CHANNELS.platformInfo),
  },
  api: {
    request: (request) => ipcRenderer.invoke(BRIDGE_CHANNELS.apiRequest, request),
  },
  session: {
    status: () => ipcRenderer.invoke(BRIDGE_CHANNELS.sessionStatus),
    clear: () => ipcRenderer.invoke(BRIDGE_CHANNELS.sessionClear),
  },
  connection: {
    status: () => ipcRenderer.invoke(BRIDGE_CHANNELS.connectionStatus),
    onChange: (listener) => subscribe<ConnectionState>(BRIDGE_EVENTS.connectionChanged, listener),
  },
  files: {
    pick: (request) => ipcRenderer.invoke(BRIDGE_CHANNELS.filesPick, request),
    upload: async (request, onProgress) => {
      const unsubscribe = onProgress
        ? subscribe<UploadProgress>(BRIDGE_EVENTS.uploadProgress, (progress) => {
            if (progress.uploadId === request.uploadId) onProgress(progress);
          })
        : undefined;
      try {
        return await ipcRenderer.invoke(BRIDGE_CHANNELS.filesUpload, request);
      } finally {
        unsubscribe?.();
      }
    },
    cancelUpload: (uploadId) => ipcRenderer.invoke(BRIDGE_CHANNELS.filesCancelUpload, uploadId),
  },
  website: {
    open: (path) => ipcRenderer.invoke(BRIDGE_CHANNELS.websiteOpen, path),
  },
  schedules: {
    search: (request) => ipcRenderer.invoke(BRIDGE_CHANNELS.schedulesSearch, request),
  },
  navigation: {
    onNavigate: (listener) => subscribe<string>(BRIDGE_EVENTS.navigate, listener),
  },
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
