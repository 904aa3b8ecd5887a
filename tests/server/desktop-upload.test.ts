import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editableCompanySchema, uploadCompanyLogo } from '../../shared/api/directory';
import { uploadBlacklistFiles } from '../../shared/api/blacklist';
import type { UploadProgress } from '../../shared/bridge';
import { bridgeFetch } from '../../src-renderer/lib/platform';
import { createDirectoryEntry } from '../../src-server/services/company-repository';
import type { Network } from '../../src-main/network';
import { inProcessBridge } from '../desktop-support/desktop-host';
import { EACH_NETWORK } from '../desktop-support/electron-net';
import { listeningTestApp, signedInDesktop } from './support/desktop';
import { EXE, PDF, PNG } from './support/sample-files';
import { usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  ({ t, origin } = await listeningTestApp());
});
afterAll(async () => {
  await t?.close();
});

/**
 * The desktop app's whole path for one member: the renderer's fetch over the bridge, the main
 * process checking the argument and forwarding it with the session it keeps, the real API.
 */
async function desktopMember({ isAdmin = false, network }: { isAdmin?: boolean; network: Network }) {
  const { desktop, member } = await signedInDesktop(t, origin, { isAdmin, network });
  await createDirectoryEntry(t.db, member.companyId, {
    name: 'Albatross Air Cargo',
    country: 'AE',
    city: 'Dubai',
    services: ['air-freight'],
  });
  const bridge = inProcessBridge(desktop);
  return { desktop, bridge, desktopFetch: bridgeFetch(bridge) };
}

function logoForm(bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
  return form;
}

async function newEntry(desktopFetch: typeof fetch): Promise<number> {
  const response = await desktopFetch(`app://dfa/api/blacklist/blacklist-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
    body: JSON.stringify({
      companyName: 'Phantom Freight Ltd',
      aliases: [],
      countries: [{ country: 'AE', cities: ['Dubai'] }],
      reasons: ['Left three ocean freight invoices unpaid since March.'],
      managers: [],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

describe.each(EACH_NETWORK)(
  `uploads from the desktop app on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'} over %s`,
  (_name, makeNetwork) => {
    it('sends a logo through the bridge as multipart, with the session the main process keeps', async () => {
      const { desktopFetch, desktop } = await desktopMember({ network: makeNetwork() });
      const response = await desktopFetch(`app://dfa${uploadCompanyLogo.path}`, {
        method: 'POST',
        body: logoForm(PNG, 'albatross.png'),
        headers: { accept: 'application/json', 'x-requested-with': 'dfa-portal' },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const company = editableCompanySchema.parse(await response.json());
      expect(company.logoUrl).toMatch(/^\/api\/directory\/logo\/[0-9a-f]{64}\.png$/);

      // The page's <img> loads it through the app:// scheme, as bytes.
      const image = await desktop.host.apiFiles(new URL(`app://dfa${company.logoUrl}`));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('gets the server’s field message for a file that is not an image', async () => {
      const { desktopFetch } = await desktopMember({ network: makeNetwork() });
      const response = await desktopFetch(`app://dfa${uploadCompanyLogo.path}`, {
        method: 'POST',
        body: logoForm(EXE, 'logo.png'),
        headers: { 'x-requested-with': 'dfa-portal' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { fields: { file: 'logo.png is not a PNG, JPEG or WebP file.' } },
      });
    });

    it('streams evidence an admin picked on disk, reporting progress up to the whole upload', async () => {
      const { bridge, desktopFetch, desktop } = await desktopMember({
        isAdmin: true,
        network: makeNetwork(),
      });
      const entryId = await newEntry(desktopFetch);
      const folder = mkdtempSync(path.join(tmpdir(), 'dfa-evidence-'));
      const first = path.join(folder, 'statement-march.pdf');
      const second = path.join(folder, 'invoice-0412.pdf');
      writeFileSync(first, Buffer.concat([PDF, Buffer.alloc(300_000, 32)]));
      writeFileSync(second, PDF);
      desktop.pickNext([first, second]);
      const picked = await bridge.files.pick({
        kinds: ['pdf', 'png'],
        multiple: true,
        maxBytes: 10 * 1024 * 1024,
      });
      expect(picked.map((file) => file.name)).toEqual([path.basename(first), path.basename(second)]);
      expect(JSON.stringify(picked)).not.toContain(folder);

      const progress: UploadProgress[] = [];
      const response = await bridge.files.upload(
        {
          uploadId: 'upload-0001',
          path: uploadBlacklistFiles.path,
          kinds: ['pdf', 'png'],
          maxBytes: 10 * 1024 * 1024,
          fields: [{ name: 'entryId', value: String(entryId) }],
          files: picked.map((file) => ({ field: 'files', token: file.token })),
        },
        (report) => progress.push(report),
      );
      expect(response.status, response.body).toBe(200);
      expect(
        uploadBlacklistFiles.response.parse(JSON.parse(response.body)).files.map((file) => file.name),
      ).toEqual([path.basename(first), path.basename(second)]);
      expect(progress.length).toBeGreaterThan(2);
      const total = progress[0]?.totalBytes ?? 0;
      expect(total).toBeGreaterThan(300_000);
      expect(progress.at(-1)).toEqual({ uploadId: 'upload-0001', sentBytes: total, totalBytes: total });
      expect(progress.map((report) => report.sentBytes)).toEqual(
        [...progress.map((report) => report.sentBytes)].sort((a, b) => a - b),
      );
    });

    it('refuses a dropped file whose content is not an accepted kind before sending a byte', async () => {
      const { bridge, desktopFetch } = await desktopMember({ isAdmin: true, network: makeNetwork() });
      const entryId = await newEntry(desktopFetch);
      const response = await bridge.files.upload({
        uploadId: 'upload-0002',
        path: uploadBlacklistFiles.path,
        kinds: ['pdf'],
        maxBytes: 10 * 1024 * 1024,
        fields: [{ name: 'entryId', value: String(entryId) }],
        files: [{ field: 'files', name: 'statement.pdf', bytes: new Uint8Array(EXE) }],
      });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({
        error: { message: 'statement.pdf is not a PDF file.' },
      });
      const stored = await t.db
        .selectFrom('blacklist_files')
        .select('id')
        .where('entry_id', '=', entryId)
        .execute();
      expect(stored).toEqual([]);
    });

    it('stores nothing when the admin cancels an upload halfway', async () => {
      const { bridge, desktopFetch, desktop } = await desktopMember({
        isAdmin: true,
        network: makeNetwork({ uplinkBytesPerSecond: 512 * 1024 }),
      });
      const entryId = await newEntry(desktopFetch);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'dfa-evidence-')), 'statement-april.pdf');
      writeFileSync(file, Buffer.concat([PDF, Buffer.alloc(3_000_000, 32)]));
      desktop.pickNext([file]);
      const picked = await bridge.files.pick({ kinds: ['pdf'], multiple: false, maxBytes: 10 * 1024 * 1024 });
      const progress: UploadProgress[] = [];
      const answer = bridge.files.upload(
        {
          uploadId: 'upload-0003',
          path: uploadBlacklistFiles.path,
          kinds: ['pdf'],
          maxBytes: 10 * 1024 * 1024,
          fields: [{ name: 'entryId', value: String(entryId) }],
          files: picked.map((chosen) => ({ field: 'files', token: chosen.token })),
        },
        (report) => progress.push(report),
      );
      await expect.poll(() => progress.some((report) => report.sentBytes > 0)).toBe(true);
      await bridge.files.cancelUpload('upload-0003');
      expect((await answer).status).toBe(499);
      // Long enough for a server that had accepted it to have stored it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const stored = await t.db
        .selectFrom('blacklist_files')
        .select('id')
        .where('entry_id', '=', entryId)
        .execute();
      expect(stored).toEqual([]);
    });
  },
);
