import type { Db } from '../../../src-server/db/database';

const TABLES = [
  'blacklist_entries',
  'blacklist_places',
  'blacklist_files',
  'blacklist_response_links',
  'blacklist_history',
  'outbox',
] as const;

/** Row counts of the blacklist's tables and the outbox, to prove a refused request wrote nothing. */
export async function blacklistRowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The newest response-link email to `recipient` and the token in its link. */
export async function responseLinkFrom(db: Db, recipient: string) {
  const mail = await db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/company\/blacklist\/respond\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no response link in "${mail.text}"`);
  return { mail, token };
}
