import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src-server/db/migrations';

/**
 * Kysely runs migrations in the order of their names and records each name in the databases it
 * migrated, so a name is forever: each one is a date and a number of its own, listed in order,
 * one per file.
 */
const FOLDER = resolve(import.meta.dirname, '../../src-server/db/migrations');
const NAME = /^(\d{4}-\d{2}-\d{2}-\d{3})-[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Numbers two migrations share, from before this test. Deployed databases have run them under
 * these names, and Kysely refuses a database whose recorded migrations are missing, so they stay.
 */
const SHARED_BEFORE_THIS_TEST = ['2026-11-27-901', '2026-11-28-301'];

const names = Object.keys(MIGRATIONS);

describe('the migrations', () => {
  it('are one file each, every file listed', () => {
    const files = readdirSync(FOLDER)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect([...names].sort()).toEqual(files.sort());
  });

  it('are named by a date, a number and what they do', () => {
    expect(names.filter((name) => !NAME.test(name))).toEqual([]);
  });

  it('are listed in the order they run', () => {
    expect(names).toEqual([...names].sort());
  });

  it('each have a date and number of their own', () => {
    const seen = new Map<string, number>();
    for (const name of names) {
      const number = NAME.exec(name)![1]!;
      seen.set(number, (seen.get(number) ?? 0) + 1);
    }
    const shared = [...seen].filter(([, count]) => count > 1).map(([number]) => number);
    expect(shared).toEqual(SHARED_BEFORE_THIS_TEST);
  });
});
