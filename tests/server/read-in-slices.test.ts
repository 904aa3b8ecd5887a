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
  it('hands over every row in order, a slice at a time, with the event loop free between slices', async () => {
    const ports = t.db.selectFrom('ports').select(['unlocode', 'name']).orderBy('unlocode');
    const expected = await ports.execute();
    expect(expected.length).toBeGreaterThan(1000);
    const events: string[] = [];
    const rows: typeof expected = [];
    for await (const slice of readInSlices(t.db, ports, 100)) {
      expect(slice.length).toBeGreaterThan(0);
      expect(slice.length).toBeLessThanOrEqual(100);
      events.push('slice');
      rows.push(...slice);
      if (events.length === 1) {
        // Another query while the read is open: it must not wait for the read to end.
        const port = await t.db
          .selectFrom('ports')
          .select('unlocode')
          .where('unlocode', '=', 'NLRTM')
          .executeTakeFirst();
        events.push(`answered ${port?.unlocode}`);
      } else if (events.length === 3) {
        // Anything else waiting its turn runs before the next slice is handed over.
        setImmediate(() => events.push('turn'));
      }
    }
    expect(rows).toEqual(expected);
    expect(events.slice(0, 5)).toEqual(['slice', 'answered NLRTM', 'slice', 'turn', 'slice']);
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
