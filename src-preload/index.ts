import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_CHANNELS, BRIDGE_GLOBAL, type DesktopBridge } from '../shared/bridge';

// The renderer gets these named calls and nothing else: no ipcRenderer, no channel names.
const bridge: DesktopBridge = {
  platform: {
    info: () => ipcRenderer.invoke(BRIDGE_CHANNELS.platformInfo),
  },
  api: {
    request: (request) => ipcRenderer.invoke(BRIDGE_CHANNELS.apiRequest, request),
  },
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
