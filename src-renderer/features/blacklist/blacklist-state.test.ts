import { describe, expect, it } from 'vitest';
import type { BlacklistEntry, BlacklistFile } from '../../../shared/api/blacklist';
import { addedAtFront, removedById, replacedById, withFileRemoved, withFilesAdded } from './blacklist-state';

function entry(id: number, files: BlacklistFile[] = []): BlacklistEntry {
  return {
    id,
    companyName: `Company ${id}`,
    aliases: [],
    countries: [{ country: 'GR', cities: [] }],
    reasons: ['Unpaid invoices.'],
    managers: [],
    status: 'listed',
    blacklisted: true,
    files,
    responses: [],
    history: [],
    createdAt: '2026-11-26T00:00:00.000Z',
    updatedAt: '2026-11-26T00:00:00.000Z',
  };
}

function file(id: number): BlacklistFile {
  return {
    id,
    name: `invoice-${id}.pdf`,
    mime: 'application/pdf',
    size: 100,
    fromCompany: false,
    createdAt: '',
  };
}

describe('blacklist list state', () => {
  it('adds a new entry at the front, once', () => {
    const list = [entry(2), entry(1)];
    expect(addedAtFront(list, entry(3)).map((item) => item.id)).toEqual([3, 2, 1]);
    expect(addedAtFront(list, entry(1)).map((item) => item.id)).toEqual([1, 2]);
  });

  it('edits and removes by id, leaving the others and their order alone', () => {
    const list = [entry(3), entry(2), entry(1)];
    const edited = { ...entry(2), companyName: 'Renamed' };
    expect(replacedById(list, edited).map((item) => item.companyName)).toEqual([
      'Company 3',
      'Renamed',
      'Company 1',
    ]);
    expect(removedById(list, 2).map((item) => item.id)).toEqual([3, 1]);
  });

  it('adds and removes files on one entry only', () => {
    const list = [entry(2, [file(1)]), entry(1)];
    const added = withFilesAdded(list, 2, [file(2), file(3)]);
    expect(added[0]!.files.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(added[1]!.files).toEqual([]);
    expect(withFileRemoved(added, 2, 2)[0]!.files.map((item) => item.id)).toEqual([1, 3]);
  });
});
