import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Protocol } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APP_SCHEME,
  CONTENT_SECURITY_POLICY,
  createRendererHandler,
  isAppUrl,
  registerAppScheme,
  resolveInsideRoot,
} from './protocol';

const SHELL_HTML = '<!doctype html><title>DFA</title><div id="root"></div>';
const SECRET = 'outside the renderer root';

let workspace: string;
let root: string;
let secretPath: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'dfa-protocol-'));
  root = path.join(workspace, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), SHELL_HTML);
  await writeFile(path.join(root, 'assets', 'app.js'), 'console.log("app")');
  await writeFile(path.join(root, 'assets', 'app.css'), 'body{}');
  await writeFile(path.join(root, 'assets', 'logo.svg'), '<svg/>');
  await writeFile(path.join(root, 'assets', 'data.bin'), 'raw');
  await writeFile(path.join(root, 'assets', 'my file.json'), '{}');
  // A sibling of the root whose name starts like it, to catch prefix-only containment checks.
  await mkdir(path.join(workspace, 'renderer-private'));
  await writeFile(path.join(workspace, 'renderer-private', 'key.txt'), SECRET);
  secretPath = path.join(workspace, 'secret.txt');
  await writeFile(secretPath, SECRET);
  handle = createRendererHandler(root);
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

async function get(url: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await handle(new Request(url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
}

describe('app:// handler', () => {
  it('serves built files with their content type, the CSP and nosniff', async () => {
    const response = await handle(new Request('app://dfa/assets/app.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log("app")');
  });

  it.each([
    ['app://dfa/assets/app.css', 'text/css; charset=utf-8'],
    ['app://dfa/assets/logo.svg', 'image/svg+xml'],
    ['app://dfa/assets/data.bin', 'application/octet-stream'],
    ['app://dfa/assets/my%20file.json', 'application/json; charset=utf-8'],
  ])('serves %s as %s', async (url, type) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.type).toBe(type);
  });

  it.each([
    'app://dfa/',
    'app://dfa',
    'app://dfa/freight-dictionary/bill-of-lading',
    'app://dfa/members?country=DE',
    'app://dfa/blog/',
  ])('answers the router URL %s with the app shell', async (url) => {
    const response = await get(url);
    expect(response).toEqual({ status: 200, type: 'text/html; charset=utf-8', body: SHELL_HTML });
  });

  it('answers 404 for a missing file that has an extension', async () => {
    expect((await get('app://dfa/assets/missing.js')).status).toBe(404);
  });

  it('hands /api/ reads to the API proxy and refuses writes there', async () => {
    const asked: string[] = [];
    const withApi = createRendererHandler(root, {
      apiFiles: (url) => {
        asked.push(`${url.pathname}${url.search}`);
        return Promise.resolve(new Response('logo bytes', { headers: { 'content-type': 'image/png' } }));
      },
    });
    const image = await withApi(new Request('app://dfa/api/directory/logo/abc.png?v=1'));
    expect(image.status).toBe(200);
    expect(await image.text()).toBe('logo bytes');
    expect(asked).toEqual(['/api/directory/logo/abc.png?v=1']);
    const write = await withApi(new Request('app://dfa/api/blacklist/blacklist-item', { method: 'POST' }));
    expect(write.status).toBe(405);
    expect(asked).toHaveLength(1);
    // Without a proxy, /api/ is never answered with the app shell.
    expect((await get('app://dfa/api/directory/logo/abc.png')).status).toBe(404);
  });

  it('answers 404 for another host', async () => {
    expect((await get('app://evil/assets/app.js')).status).toBe(404);
  });

  it.each([
    'app://dfa/../secret.txt',
    'app://dfa/../../secret.txt',
    'app://dfa/%2e%2e/secret.txt',
    'app://dfa/%2e%2e%2fsecret.txt',
    'app://dfa/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://dfa/%2E%2E%2Frenderer-private%2Fkey.txt',
    'app://dfa/..%5csecret.txt',
    'app://dfa/assets%5c..%5c..%5csecret.txt',
    'app://dfa/%00/../secret.txt',
    'app://dfa/%E0%A4%A',
  ])('refuses the traversal attempt %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });

  it('refuses an encoded absolute path to a real file outside the root', async () => {
    const response = await get(`app://dfa/${encodeURIComponent(secretPath)}`);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });
});

describe('resolveInsideRoot', () => {
  it('maps a URL path to a file below the root', () => {
    expect(resolveInsideRoot(root, '/assets/app.js')).toBe(path.join(root, 'assets', 'app.js'));
  });

  it.each([
    '/../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '//etc/passwd',
    '/%2Fetc%2Fpasswd',
    '/C:/Windows/win.ini',
    '/C:%5CWindows%5Cwin.ini',
    '/..',
    '/../renderer-private/key.txt',
    '/assets/app.js%00.html',
  ])('returns null for %s', (urlPath) => {
    expect(resolveInsideRoot(root, urlPath)).toBeNull();
  });
});

describe('isAppUrl', () => {
  it.each([
    ['app://dfa/', true],
    ['app://dfa/members/42', true],
    ['app://dfa.evil.example/', false],
    ['app://dfa@evil/', false],
    ['https://dfa/', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppUrl(url)).toBe(expected);
  });
});

describe('registerAppScheme', () => {
  it('registers app:// as standard, secure and fetchable', () => {
    const registerSchemesAsPrivileged = vi.fn();
    registerAppScheme({ registerSchemesAsPrivileged } as unknown as Protocol);
    expect(registerSchemesAsPrivileged).toHaveBeenCalledWith([
      {
        scheme: APP_SCHEME,
        privileges: { standard: true, secure: true, supportFetchAPI: true },
      },
    ]);
  });
});
