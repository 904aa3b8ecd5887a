import { sql } from 'kysely';
import type { Db } from '../db/database';

/** PostgreSQL's NOTIFY, delivered to every connection that LISTENs on the channel once this commits. */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
