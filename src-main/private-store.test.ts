import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPrivateStore, PRIVATE_FILE_MODE } from './private-store';
import { temporaryFolder } from './test-support';

describe('openPrivateStore', () => {
  it('creates a file only its user can read', () => {
    const folder = temporaryFolder('dfa-store-');
    const { store } = openPrivateStore('session', folder);
    store.set('key', 'value');
    expect(statSync(join(folder, 'session.json')).mode & 0o777).toBe(PRIVATE_FILE_MODE);
  });

  it('narrows a file an earlier version left readable by others', () => {
    const folder = temporaryFolder('dfa-store-');
    writeFileSync(join(folder, 'session.json'), '{"key":"value"}', { mode: 0o644 });
    const { store, replaced } = openPrivateStore('session', folder);
    expect(replaced).toBe(false);
    expect(store.get('key')).toBe('value');
    expect(statSync(join(folder, 'session.json')).mode & 0o777).toBe(PRIVATE_FILE_MODE);
  });

  it('replaces a corrupt file with an empty store instead of throwing', () => {
    const folder = temporaryFolder('dfa-store-');
    writeFileSync(join(folder, 'session.json'), '{"apiSession": "abc', { mode: 0o644 });
    const { store, replaced } = openPrivateStore('session', folder);
    expect(replaced).toBe(true);
    expect(store.get('apiSession')).toBeUndefined();
    expect(JSON.parse(readFileSync(join(folder, 'session.json'), 'utf8'))).toEqual({});
    expect(statSync(join(folder, 'session.json')).mode & 0o777).toBe(PRIVATE_FILE_MODE);
  });
});
