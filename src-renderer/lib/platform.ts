import {
  BRIDGE_GLOBAL,
  type ApiRequest,
  type DesktopBridge,
  type FormPart,
  type PlatformInfo,
} from '../../shared/bridge';

/**
 * What the app can do where it runs. The web has only `fetch`; the desktop host adds the rest,
 * and code asks for a capability (`platform.session?.clear()`), never which platform it is on.
 */
export interface Platform {
  kind: 'web' | 'desktop';
  /** the `fetch` the API client uses: the browser's, or the desktop bridge's */
  fetch: typeof fetch;
  /** what the desktop host reports about itself; absent on the web */
  desktopInfo?: () => Promise<PlatformInfo>;
  /** the session the host keeps, with the member it last confirmed (offline) and sign-out */
  session?: DesktopBridge['session'];
  /** whether the DFA server can be reached, as the host learns from every request */
  connection?: DesktopBridge['connection'];
  /** the native file picker and uploads streamed by the host with progress */
  files?: DesktopBridge['files'];
  /** opens a page of the website in the system browser */
  openOnWebsite?: (path: string) => Promise<void>;
  /** searches the schedules snapshot the host keeps on this computer, without the network */
  schedules?: DesktopBridge['schedules'];
  /** routes the host asks the app to show (dfa:// links, the menu, notifications) */
  onNavigate?: DesktopBridge['navigation']['onNavigate'];
}

function desktopBridge(): DesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, DesktopBridge | undefined>)[BRIDGE_GLOBAL];
}

/** Form data as bridge parts: IPC carries file bytes, not File objects. */
async function formParts(form: FormData): Promise<FormPart[]> {
  const parts: FormPart[] = [];
  for (const [name, value] of form.entries()) {
    parts.push(
      typeof value === 'string'
        ? { name, value }
        : { name, fileName: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) },
    );
  }
  return parts;
}

/** A `fetch` that sends `/api` calls through the Electron main process, which holds the session. */
export function bridgeFetch(bridge: DesktopBridge): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const method = request.method.toUpperCase() as ApiRequest['method'];
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const form = hasBody && init?.body instanceof FormData ? await formParts(init.body) : undefined;
    if (form) delete headers['content-type'];
    const body = hasBody && !form ? await request.text() : undefined;
    const response = await bridge.api.request({
      method,
      path: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { body } : {}),
      ...(form ? { form } : {}),
    });
    // A Response with a null-body status must not be given a body, not even an empty one.
    const nullBody = [101, 204, 205, 304].includes(response.status);
    return new Response(nullBody ? null : response.body, {
      status: response.status,
      headers: response.headers,
    });
  };
}

/**
 * Set by the build: true in the desktop renderer (electron.vite.config.ts), false in the website
 * build (vite.config.ts), so the web bundle leaves the bridge code out. Undefined when run
 * unbundled (tests), which then behave like the website unless a bridge is passed explicitly.
 */
declare const __DFA_DESKTOP__: boolean | undefined;

/** True in the desktop build; lets the website bundle drop desktop-only code at build time. */
export const DESKTOP_BUILD = typeof __DFA_DESKTOP__ !== 'undefined' && __DFA_DESKTOP__;

function desktopPlatform(bridge: DesktopBridge): Platform {
  return {
    kind: 'desktop',
    fetch: bridgeFetch(bridge),
    desktopInfo: () => bridge.platform.info(),
    session: bridge.session,
    connection: bridge.connection,
    files: bridge.files,
    openOnWebsite: (path) => bridge.website.open(path),
    schedules: bridge.schedules,
    onNavigate: (listener) => bridge.navigation.onNavigate(listener),
  };
}

function detect(): Platform {
  const bridge = DESKTOP_BUILD ? desktopBridge() : undefined;
  if (bridge) return desktopPlatform(bridge);
  return { kind: 'web', fetch: (...args) => globalThis.fetch(...args) };
}

/** Chosen once: feature code never asks which platform it runs on. */
export const platform: Platform = detect();
