import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { CLIENT_HEADERS } from '../shared/api/http';
import { scheduleSnapshotSchema } from '../shared/api/schedules';
import type { SavedSchedules } from '../shared/bridge';
import { openSnapshot, type OpenSnapshot, type ScheduleSnapshot } from '../shared/schedules/snapshot';

/** The snapshot the app searches offline, with where it came from. */
interface LoadedSnapshot {
  open: OpenSnapshot;
  source: 'bundled' | 'downloaded';
}

type RefreshOutcome =
  /** the server's schedules are the ones already saved (304) */
  | 'unchanged'
  /** a new snapshot was checked and now replaces the saved one */
  | 'replaced'
  /** the download could not be read as a snapshot; the saved one stays */
  | 'rejected'
  /** the server did not hand one out (signed out, not a member, an error) or could not be reached */
  | 'unavailable';

export interface SavedSchedulesStore {
  /** the snapshot searches use, or null when none on this computer can be read */
  current(): LoadedSnapshot | null;
  /** what the window is told about the saved schedules */
  info(): SavedSchedules | null;
  /** asks the server for a newer snapshot; at most one download runs at a time */
  refresh(): Promise<RefreshOutcome>;
}

/** `GET` the snapshot with the member's session: the host's `sendWithSession`, already targeted. */
export type SnapshotDownload = (headers: Headers) => Promise<Response>;

/**
 * Reads a snapshot file's text and opens it with the shared decoder: anything it would refuse
 * (not JSON, cut short, the wrong shape or version, columns that disagree) throws here.
 */
function readSnapshotText(text: string): OpenSnapshot {
  const shaped = scheduleSnapshotSchema.parse(JSON.parse(text)) as ScheduleSnapshot;
  return openSnapshot(shaped);
}

function readSnapshotFile(file: string): OpenSnapshot | null {
  try {
    return readSnapshotText(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Writes a whole file under another name first, flushed to disk, then renames it into place. */
function replaceFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.download`;
  const descriptor = openSync(temporary, 'w', 0o600);
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Real schedules before generated samples, then the newest: a member's downloaded snapshot wins
 * over the sample one a development build bundles, and a newer bundled snapshot (an app update)
 * wins over an old download.
 */
function preferred(candidates: (LoadedSnapshot | null)[]): LoadedSnapshot | null {
  const rank = (loaded: LoadedSnapshot) => `${loaded.open.sample ? 0 : 1}|${loaded.open.generatedAt}`;
  return (
    candidates
      .filter((candidate): candidate is LoadedSnapshot => candidate !== null)
      .sort((a, b) => (rank(a) < rank(b) ? 1 : rank(a) > rank(b) ? -1 : 0))[0] ?? null
  );
}

/**
 * The schedules snapshot on this computer: the one bundled with the app (in its resources) and
 * the last one downloaded from `GET /api/schedules/snapshot` (in the user's data folder), whichever
 * is better. A download replaces the saved file only after the shared decoder has opened it, and
 * by a rename, so a cut or corrupt download never takes the place of a good snapshot.
 */
export function createSavedSchedules({
  bundledFile,
  folder,
  download,
}: {
  /** the snapshot shipped in the app's resources, if the build has one */
  bundledFile: string | undefined;
  /** where downloaded snapshots are kept */
  folder: string;
  download: SnapshotDownload;
}): SavedSchedulesStore {
  const downloadedFile = path.join(folder, 'schedules-snapshot.json');
  const etagFile = path.join(folder, 'schedules-snapshot.etag');
  let loaded: LoadedSnapshot | null | undefined;
  let running: Promise<RefreshOutcome> | undefined;

  const current = (): LoadedSnapshot | null => {
    if (loaded === undefined) {
      const downloaded = readSnapshotFile(downloadedFile);
      const bundled = bundledFile ? readSnapshotFile(bundledFile) : null;
      loaded = preferred([
        downloaded && { open: downloaded, source: 'downloaded' },
        bundled && { open: bundled, source: 'bundled' },
      ]);
    }
    return loaded;
  };

  async function fetchNewer(): Promise<RefreshOutcome> {
    const headers = new Headers({ ...CLIENT_HEADERS, accept: 'application/json' });
    // The ETag names the downloaded file, so it is sent only while that file is readable.
    const etag = readSnapshotFile(downloadedFile) ? readText(etagFile) : undefined;
    if (etag) headers.set('if-none-match', etag);
    let response: Response;
    try {
      response = await download(headers);
    } catch {
      return 'unavailable';
    }
    if (response.status === 304) return 'unchanged';
    if (response.status !== 200) {
      await response.body?.cancel();
      return 'unavailable';
    }
    let text: string;
    let opened: OpenSnapshot;
    try {
      text = await response.text();
      opened = readSnapshotText(text);
    } catch {
      return 'rejected';
    }
    mkdirSync(folder, { recursive: true });
    replaceFile(downloadedFile, text);
    const newEtag = response.headers.get('etag');
    if (newEtag) replaceFile(etagFile, newEtag);
    else rmSync(etagFile, { force: true });
    const bundled = current()?.source === 'bundled' ? current() : null;
    loaded = preferred([{ open: opened, source: 'downloaded' }, bundled]);
    return 'replaced';
  }

  return {
    current,
    info() {
      const open = current()?.open;
      return open
        ? {
            generatedAt: open.generatedAt,
            validFrom: open.validFrom,
            validUntil: open.validUntil,
            sample: open.sample,
          }
        : null;
    },
    refresh() {
      running ??= fetchNewer().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

/** The path of the snapshot a packaged app ships, beside app.asar (electron-builder `extraResources`). */
export const BUNDLED_SNAPSHOT_NAME = 'schedules-snapshot.json';
