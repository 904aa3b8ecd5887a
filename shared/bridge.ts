import type { z } from 'zod';
import type {
  apiRequestSchema,
  apiResponseSchema,
  connectionStateSchema,
  filePickRequestSchema,
  formPartSchema,
  offlineDatasetSchema,
  pickedFileSchema,
  platformInfoSchema,
  savedSchedulesSchema,
  scheduleSearchAnswerSchema,
  scheduleSearchRequestSchema,
  sessionStatusSchema,
  uploadProgressSchema,
  uploadRequestSchema,
} from './bridge-schemas';

/**
 * What the renderer may ask of the Electron host. The preload exposes exactly one object of
 * type `DesktopBridge` under `window[BRIDGE_GLOBAL]`; the main process validates every
 * argument with the schemas of `bridge-schemas.ts` before acting on it.
 */
export const BRIDGE_GLOBAL = 'dfaDesktop';

/** Calls from the renderer, each answered by one handler in the main process. */
export const BRIDGE_CHANNELS = {
  platformInfo: 'platform:info',
  apiRequest: 'api:request',
  sessionStatus: 'session:status',
  sessionClear: 'session:clear',
  connectionStatus: 'connection:status',
  filesPick: 'files:pick',
  filesUpload: 'files:upload',
  filesCancelUpload: 'files:cancel-upload',
  websiteOpen: 'website:open',
  schedulesSearch: 'schedules:search',
} as const;

/** Messages the main process sends to the window on its own initiative. */
export const BRIDGE_EVENTS = {
  connectionChanged: 'connection:changed',
  uploadProgress: 'files:upload-progress',
  /** a `dfa://` link, a menu item or a notification asks the app to show a route */
  navigate: 'app:navigate',
} as const;

export type ApiRequest = z.input<typeof apiRequestSchema>;
export type FormPart = z.input<typeof formPartSchema>;
export type ApiResponse = z.infer<typeof apiResponseSchema>;
export type PlatformInfo = z.infer<typeof platformInfoSchema>;
export type ConnectionState = z.infer<typeof connectionStateSchema>;
export type OfflineDataset = z.infer<typeof offlineDatasetSchema>;
export type SessionStatus = z.infer<typeof sessionStatusSchema>;
export type FilePickRequest = z.infer<typeof filePickRequestSchema>;
export type PickedFile = z.infer<typeof pickedFileSchema>;
type UploadRequest = z.input<typeof uploadRequestSchema>;
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
export type ScheduleSearchRequest = z.input<typeof scheduleSearchRequestSchema>;
export type ScheduleSearchAnswer = z.infer<typeof scheduleSearchAnswerSchema>;
export type SavedSchedules = z.infer<typeof savedSchedulesSchema>;

/** Stops a subscription; every `on...` of the bridge returns one. */
export type Unsubscribe = () => void;

export interface DesktopBridge {
  platform: {
    info(): Promise<PlatformInfo>;
  };
  api: {
    request(request: ApiRequest): Promise<ApiResponse>;
  };
  session: {
    /** asks the server who is signed in; offline, answers with the last confirmed member */
    status(): Promise<SessionStatus>;
    /** forgets the session on this computer at once, then tells the server if it can */
    clear(): Promise<void>;
  };
  connection: {
    status(): Promise<ConnectionState>;
    onChange(listener: (state: ConnectionState) => void): Unsubscribe;
  };
  files: {
    /** the native file picker; the answer names files by token, never by path */
    pick(request: FilePickRequest): Promise<PickedFile[]>;
    upload(request: UploadRequest, onProgress?: (progress: UploadProgress) => void): Promise<ApiResponse>;
    cancelUpload(uploadId: string): Promise<void>;
  };
  website: {
    /** opens a page of the website in the system browser (forms with a bot check) */
    open(path: string): Promise<void>;
  };
  schedules: {
    /** searches the schedules snapshot saved on this computer, without the network */
    search(request: ScheduleSearchRequest): Promise<ScheduleSearchAnswer>;
  };
  navigation: {
    onNavigate(listener: (path: string) => void): Unsubscribe;
  };
}
