import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInSlices } from '../../src-server/db/database';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`a large read in slices on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('hands over every row in order, a slice at a time, and other queries are answered meanwhile', async () => {
    const ports = t.db.selectFrom('ports').select(['unlocode', 'name']).orderBy('unlocode');
    const expected = await ports.execute();
    expect(expected.length).toBeGreaterThan(1000);
    const events: string[] = [];
    const rows: typeof expected = [];
    let other: Promise<unknown> | undefined;
    for await (const slice of readInSlices(t.db, ports, 100)) {
      expect(slice.length).toBeGreaterThan(0);
      expect(slice.length).toBeLessThanOrEqual(100);
      events.push('slice');
      rows.push(...slice);
      other ??= t.db
        .selectFrom('ports')
        .select('unlocode')
        .where('unlocode', '=', 'NLRTM')
        .executeTakeFirst()
        .then((port) => events.push(`answered ${port?.unlocode}`));
    }
    events.push('read');
    await other;
    expect(rows).toEqual(expected);
    expect(events.indexOf('answered NLRTM')).toBeGreaterThan(0);
    expect(events.indexOf('answered NLRTM')).toBeLessThan(events.indexOf('read'));
  });

  it('stops reading when its reader stops early, and reads again afterwards', async () => {
    const ports = t.db.selectFrom('ports').select('unlocode').orderBy('unlocode');
    for await (const slice of readInSlices(t.db, ports, 10)) {
      expect(slice).toHaveLength(10);
      break;
    }
    let count = 0;
    for await (const slice of readInSlices(t.db, ports, 1000)) count += slice.length;
    expect(count).toBe((await ports.execute()).length);
  });
});
