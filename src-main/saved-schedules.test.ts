import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IpcMainInvokeEvent } from 'electron';
import { beforeEach, describe, expect, it } from 'vitest';
import { portCallAnswerSchema, routeAnswerSchema, vesselAnswerSchema } from '../shared/api/schedules';
import { BRIDGE_CHANNELS, type ConnectionState, type ScheduleSearchAnswer } from '../shared/bridge';
import { dayNumber, isoDate, type CallRecord, type ScheduleData } from '../shared/schedules/schedule-index';
import { encodeSnapshot, type ScheduleSnapshot } from '../shared/schedules/snapshot';
import { electronNetwork } from '../tests/desktop-support/electron-net';
import { createDesktopHost } from './desktop-host';
import { registerIpcHandlers } from './ipc';
import { createSavedSchedules, type SnapshotDownload } from './saved-schedules';
import { createSessionVault } from './session-vault';
import { fakeKeyStore, memoryStore } from './test-support';

const ORIGIN = 'https://portal.dfa.test';
const TODAY = dayNumber(new Date().toISOString().slice(0, 10));
/** Minutes since 1970 of a day from today, at an hour (UTC). */
const at = (days: number, hour: number) => (TODAY + days) * 1440 + hour * 60;

const port = (unlocode: string, name: string) => ({
  unlocode,
  name,
  alternateNames: [],
  countryCode: unlocode.slice(0, 2),
  countryName: unlocode.slice(0, 2),
  latitude: 0,
  longitude: 0,
  harborSize: 'Large',
});

function call(id: number, code: string, arrival: number | null, departure: number | null): CallRecord {
  return {
    id,
    port: code,
    arrivalVoyage: 1,
    departureVoyage: 1,
    arrival,
    arrivalOffset: arrival === null ? null : 60,
    arrivalClass: arrival === null ? null : 'PLN',
    departure,
    departureOffset: departure === null ? null : 480,
    departureClass: departure === null ? null : 'EST',
  };
}

/** One voyage of the Nordic Star: Shanghai in three days, Rotterdam thirty days later. */
function scheduleData(vesselName = 'Nordic Star'): ScheduleData {
  return {
    carriers: [{ scac: 'MAEU', name: 'Maersk' }],
    services: [{ id: 1, carrier: 'MAEU', code: 'AE7', name: 'Asia–Europe 7', sample: false }],
    vessels: [{ id: 1, imo: '9321483', name: vesselName, dummy: false, operator: 'MAEU' }],
    voyages: [{ id: 1, service: 1, vessel: 1, number: '447W' }],
    calls: [call(1, 'CNSHA', null, at(3, 10)), call(2, 'NLRTM', at(33, 6), null)],
    ports: [port('CNSHA', 'Shanghai'), port('NLRTM', 'Rotterdam')],
    aliases: [],
  };
}

function snapshot(generatedAt: string, vesselName?: string, sample = false): ScheduleSnapshot {
  const data = scheduleData(vesselName);
  return encodeSnapshot(
    { ...data, services: data.services.map((service) => ({ ...service, sample })) },
    {
      generatedAt,
      dataVersion: generatedAt,
      validFrom: isoDate(TODAY),
      validUntil: isoDate(TODAY + 55),
    },
  );
}

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'dfa-saved-schedules-'));
});

/** A stand-in for the API's snapshot endpoint: answers in turn, recording what was asked. */
function server(...answers: (() => Response)[]): { download: SnapshotDownload; asked: Headers[] } {
  const asked: Headers[] = [];
  return {
    asked,
    download: async (headers) => {
      asked.push(headers);
      const next = answers.shift();
      if (!next) throw new TypeError('fetch failed');
      return next();
    },
  };
}

const snapshotAnswer = (body: string, etag: string) =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/json', etag } });

function bundledFile(content: ScheduleSnapshot | string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dfa-bundled-')), 'schedules-snapshot.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('the saved schedules snapshot', () => {
  it('starts from the bundled snapshot, then replaces it with a download and keeps that across starts', async () => {
    const bundled = bundledFile(snapshot('2026-11-01T06:00:00.000Z', 'Bundled Star', true));
    const api = server(() => snapshotAnswer(JSON.stringify(snapshot('2026-11-20T06:00:00.000Z')), '"v-20"'));
    const saved = createSavedSchedules({ bundledFile: bundled, folder, download: api.download });
    expect(saved.current()?.source).toBe('bundled');
    expect(saved.info()).toMatchObject({ generatedAt: '2026-11-01T06:00:00.000Z', sample: true });

    await expect(saved.refresh()).resolves.toBe('replaced');
    expect(api.asked[0]?.get('if-none-match')).toBeNull();
    expect(saved.current()?.source).toBe('downloaded');
    expect(saved.info()?.generatedAt).toBe('2026-11-20T06:00:00.000Z');
    // Only the snapshot and its ETag are left: the temporary file was renamed into place.
    expect(readdirSync(folder).sort()).toEqual(['schedules-snapshot.etag', 'schedules-snapshot.json']);

    // The next start reads the download, and asks the server with its ETag: 304, nothing moves.
    const again = server(() => new Response(null, { status: 304, headers: { etag: '"v-20"' } }));
    const restarted = createSavedSchedules({ bundledFile: bundled, folder, download: again.download });
    expect(restarted.current()?.source).toBe('downloaded');
    await expect(restarted.refresh()).resolves.toBe('unchanged');
    expect(again.asked[0]?.get('if-none-match')).toBe('"v-20"');
    expect(restarted.info()?.generatedAt).toBe('2026-11-20T06:00:00.000Z');
  });

  it.each([
    ['cut short', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['not JSON', () => '<html>Proxy error</html>'],
    ['another format version', (text: string) => text.replace('"version":1', '"version":2')],
    [
      'columns that disagree',
      (text: string) => {
        const damaged = JSON.parse(text) as ScheduleSnapshot;
        damaged.calls.port.pop();
        return JSON.stringify(damaged);
      },
    ],
  ])('never lets a download that is %s replace a good snapshot', async (_label, damage) => {
    const good = JSON.stringify(snapshot('2026-11-20T06:00:00.000Z'));
    const first = server(() => snapshotAnswer(good, '"v-20"'));
    const saved = createSavedSchedules({ bundledFile: undefined, folder, download: first.download });
    await expect(saved.refresh()).resolves.toBe('replaced');
    const onDisk = readFileSync(path.join(folder, 'schedules-snapshot.json'), 'utf8');

    const newer = JSON.stringify(snapshot('2026-11-21T06:00:00.000Z', 'Damaged Star'));
    const broken = server(() => snapshotAnswer(damage(newer), '"v-21"'));
    const next = createSavedSchedules({ bundledFile: undefined, folder, download: broken.download });
    await expect(next.refresh()).resolves.toBe('rejected');
    expect(readFileSync(path.join(folder, 'schedules-snapshot.json'), 'utf8')).toBe(onDisk);
    expect(readFileSync(path.join(folder, 'schedules-snapshot.etag'), 'utf8')).toBe('"v-20"');
    expect(next.info()?.generatedAt).toBe('2026-11-20T06:00:00.000Z');
    expect(readdirSync(folder).sort()).toEqual(['schedules-snapshot.etag', 'schedules-snapshot.json']);
  });

  it('keeps what it has when signed out or offline, and ignores an unreadable bundled file', async () => {
    const api = server(() => new Response('{"error":{}}', { status: 401 }));
    const saved = createSavedSchedules({
      bundledFile: bundledFile('{"format":'),
      folder,
      download: api.download,
    });
    expect(saved.current()).toBeNull();
    await expect(saved.refresh()).resolves.toBe('unavailable');
    await expect(saved.refresh()).resolves.toBe('unavailable');
    expect(existsSync(path.join(folder, 'schedules-snapshot.json'))).toBe(false);
  });

  it('prefers a newer bundled snapshot of real schedules (an app update) to an old download', async () => {
    const old = server(() => snapshotAnswer(JSON.stringify(snapshot('2026-10-01T06:00:00.000Z')), '"v-1"'));
    await createSavedSchedules({ bundledFile: undefined, folder, download: old.download }).refresh();
    const updated = bundledFile(snapshot('2026-11-25T06:00:00.000Z', 'Updated Star'));
    const saved = createSavedSchedules({ bundledFile: updated, folder, download: server().download });
    expect(saved.current()?.source).toBe('bundled');
  });
});

describe('schedules:search', () => {
  const appEvent = {
    senderFrame: { url: 'app://dfa/digital-tools/ship-schedules' },
    sender: { isDestroyed: () => false, send: () => undefined },
  } as unknown as IpcMainInvokeEvent;

  function hostWith(bundled: string | undefined) {
    const handlers = new Map<string, (event: IpcMainInvokeEvent, argument?: unknown) => unknown>();
    const host = createDesktopHost({
      config: { apiOrigin: ORIGIN, updateFeedUrl: undefined },
      appVersion: '1.2.3',
      os: 'linux',
      network: {
        ...electronNetwork(),
        fetch: () => Promise.reject(new Error('net::ERR_INTERNET_DISCONNECTED')),
      },
      vault: createSessionVault({
        safeStorage: fakeKeyStore('basic_text'),
        store: memoryStore(),
        origin: ORIGIN,
        platform: 'linux',
      }),
      showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
      sniff: async () => undefined,
      openExternal: async () => undefined,
      offlineData: () => [{ kind: 'dictionary', asOf: '2026-11-01T00:00:00.000Z' }],
      bundledSchedules: bundled,
      dataFolder: folder,
      broadcast: () => undefined,
    });
    registerIpcHandlers({ handle: (channel, handler) => void handlers.set(channel, handler) }, host.handlers);
    const search = async (argument: unknown) =>
      (await handlers.get(BRIDGE_CHANNELS.schedulesSearch)!(appEvent, argument)) as ScheduleSearchAnswer;
    return { host, search };
  }

  it('answers route, port, vessel and carrier searches from the snapshot, shaped like the API', async () => {
    const { host, search } = hostWith(bundledFile(snapshot('2026-11-20T06:00:00.000Z')));
    const saved = { generatedAt: '2026-11-20T06:00:00.000Z', validFrom: isoDate(TODAY), sample: false };

    const route = await search({
      kind: 'route',
      query: { from: 'cnsha', to: 'NLRTM', transshipment: 'direct' },
    });
    expect(route).toMatchObject({ status: 200, saved });
    const sailings = routeAnswerSchema.parse(route.body).sailings;
    expect(sailings).toHaveLength(1);
    expect(sailings[0]).toMatchObject({
      departure: { at: new Date(at(3, 10) * 60_000).toISOString(), offsetMinutes: 480, classifier: 'EST' },
      transitHours: 30 * 24 - 4,
      legs: [{ vessel: { name: 'Nordic Star' }, voyage: '447W', carrier: { scac: 'MAEU' } }],
    });

    const portCalls = portCallAnswerSchema.parse(
      (await search({ kind: 'port', query: { port: 'CNSHA', direction: 'departures' } })).body,
    );
    expect(portCalls.calls.map((entry) => [entry.vessel.name, entry.nextPort])).toEqual([
      ['Nordic Star', 'NLRTM'],
    ]);

    const vessel = vesselAnswerSchema.parse(
      (await search({ kind: 'vessel', query: { vessel: '9321483' } })).body,
    );
    expect(vessel.vessel?.name).toBe('Nordic Star');
    expect(vessel.calls.map((entry) => entry.port)).toEqual(['CNSHA']);

    const carrier = await search({ kind: 'carrier', query: { carrier: 'maeu' } });
    expect(carrier.body).toMatchObject({
      carrier: { name: 'Maersk' },
      services: [{ rotation: ['CNSHA', 'NLRTM'] }],
    });
    expect((await search({ kind: 'ports', query: { q: 'roterdam' } })).body).toMatchObject({
      ports: [{ unlocode: 'NLRTM', name: 'Rotterdam' }],
    });
    expect((await search({ kind: 'carriers' })).body).toEqual({
      carriers: [{ scac: 'MAEU', name: 'Maersk' }],
    });

    // The connection state names the saved schedules, with their date, for the offline banner.
    expect((host.connectivity.state() as ConnectionState).offlineData).toEqual([
      { kind: 'dictionary', asOf: '2026-11-01T00:00:00.000Z' },
      { kind: 'schedules', asOf: '2026-11-20T06:00:00.000Z' },
    ]);
    host.dispose();
  });

  it('says what is wrong as the API would, and refuses a call that is not a search', async () => {
    const { host, search } = hostWith(bundledFile(snapshot('2026-11-20T06:00:00.000Z')));
    expect(await search({ kind: 'route', query: { from: 'CNSHA', to: 'USNYC' } })).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          fields: { to: 'The saved schedules have no sailings calling at USNYC.' },
        },
      },
    });
    expect(await search({ kind: 'vessel', query: { vessel: 'N' } })).toMatchObject({
      status: 400,
      body: { error: { fields: { vessel: 'Enter at least two letters of the name, or the IMO number.' } } },
    });
    await expect(search({ kind: 'tracking', query: {} })).rejects.toThrow(/Invalid argument/);
    await expect(
      search({ kind: 'route', query: { from: 'CNSHA', to: 'NLRTM' }, path: '/etc' }),
    ).rejects.toThrow(/Invalid argument/);
    host.dispose();
  });

  it('answers 503 with a clear message when no snapshot is saved', async () => {
    const { host, search } = hostWith(undefined);
    expect(await search({ kind: 'vessel', query: { vessel: 'Nordic' } })).toEqual({
      status: 503,
      body: {
        error: {
          code: 'UNAVAILABLE',
          message:
            'No schedules are saved on this computer yet. Connect to the DFA server once, signed in, to save them.',
        },
      },
      saved: null,
    });
    expect(host.connectivity.state().offlineData.map((dataset) => dataset.kind)).toEqual(['dictionary']);
    host.dispose();
  });
});
