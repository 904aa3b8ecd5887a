import type { BlacklistEntry, BlacklistFile } from '../../../shared/api/blacklist';
import { atom } from '../../lib/store';

/** The entries on screen, newest first; each change below touches one entry by its id. */
export const entriesAtom = atom<BlacklistEntry[]>([]);

export function addedAtFront(entries: BlacklistEntry[], entry: BlacklistEntry): BlacklistEntry[] {
  return [entry, ...entries.filter((item) => item.id !== entry.id)];
}

export function replacedById(entries: BlacklistEntry[], entry: BlacklistEntry): BlacklistEntry[] {
  return entries.map((item) => (item.id === entry.id ? entry : item));
}

export function removedById(entries: BlacklistEntry[], id: number): BlacklistEntry[] {
  return entries.filter((item) => item.id !== id);
}

export function withFilesAdded(
  entries: BlacklistEntry[],
  entryId: number,
  files: BlacklistFile[],
): BlacklistEntry[] {
  return entries.map((item) => (item.id === entryId ? { ...item, files: [...item.files, ...files] } : item));
}

export function withFileRemoved(
  entries: BlacklistEntry[],
  entryId: number,
  fileId: number,
): BlacklistEntry[] {
  return entries.map((item) =>
    item.id === entryId ? { ...item, files: item.files.filter((file) => file.id !== fileId) } : item,
  );
}
