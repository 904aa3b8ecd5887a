import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledSchedulesSource } from './desktop-build-settings';

const ROOT = path.resolve(import.meta.dirname, '..');
const RELEASE = { DFA_API_ORIGIN: 'https://portal.dfa.test' };

describe('the schedules bundled with the desktop app', () => {
  it('come from the database SNAPSHOT_DATABASE_URL names, in any build', () => {
    const database = { SNAPSHOT_DATABASE_URL: 'postgres://reader@db.dfa.test/dfa' };
    expect(bundledSchedulesSource({ ...RELEASE, ...database }, { allowSampleSchedules: false })).toBe(
      'database',
    );
    expect(bundledSchedulesSource(database, { allowSampleSchedules: false })).toBe('database');
  });

  it('may be the samples in a development build, for this computer’s server or none', () => {
    for (const env of [
      {},
      { DFA_API_ORIGIN: 'http://127.0.0.1:3000' },
      { DFA_API_ORIGIN: 'https://localhost:3443' },
    ]) {
      expect(bundledSchedulesSource(env, { allowSampleSchedules: false })).toBe('sample');
    }
  });

  it('are the samples in a release build only when asked for by name', () => {
    expect(() => bundledSchedulesSource(RELEASE, { allowSampleSchedules: false })).toThrow(
      /release build \(DFA_API_ORIGIN=https:\/\/portal\.dfa\.test\).*SNAPSHOT_DATABASE_URL.*--allow-sample-schedules/s,
    );
    expect(bundledSchedulesSource(RELEASE, { allowSampleSchedules: true })).toBe('sample');
  });

  it('stop a release build before anything is written when neither is given', () => {
    const { SNAPSHOT_DATABASE_URL: _unset, ...env } = process.env;
    const out = path.join(ROOT, 'out', 'refused-schedules-snapshot.json');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-schedules-snapshot.ts', '--out', out],
      { cwd: ROOT, env: { ...env, ...RELEASE }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--allow-sample-schedules');
    expect(existsSync(out)).toBe(false);
  }, 60_000);
});
