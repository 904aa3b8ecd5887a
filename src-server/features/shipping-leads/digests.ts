import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { enqueueEmail } from '../../services/email';
import { runPeriodically, type PeriodicTask } from '../../services/periodic-task';
import { portCatalog } from '../../engines/ports/port-repository';
import { equipmentOf, toLeadView } from '../../services/shipping-lead-repository';
import { laneDigestEmail } from './emails';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest instant at `hourUtc`:00 UTC that is not after `now`: today's digest time, or yesterday's. */
export function digestCutoff(now: Date, hourUtc: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc);
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/**
 * Sends each member whose digest is due one email of the leads published on their saved lanes
 * since their last digest. Due means no digest since the day's digest hour; a member with no
 * new matching lead gets nothing, and their news waits for the next day that has some. Only
 * members of Premium companies get digests: the board is a Premium benefit.
 *
 * Each member's digest is claimed with a conditional update in the transaction that queues
 * it, so several servers running this at once never send one twice.
 */
export async function sendDueDigests(
  db: Db,
  { siteUrl, hourUtc }: { siteUrl: string; hourUtc: number },
  now: Date,
): Promise<number> {
  const nowIso = now.toISOString();
  const cutoff = digestCutoff(now, hourUtc).toISOString();
  const due = await db
    .selectFrom('lead_digests')
    .innerJoin('users', 'users.id', 'lead_digests.user_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['lead_digests.user_id', 'lead_digests.covered_until', 'users.email', 'users.first_name'])
    .where('companies.membership_type', '=', 'premium')
    .where((eb) =>
      eb.or([eb('lead_digests.last_sent_at', 'is', null), eb('lead_digests.last_sent_at', '<', cutoff)]),
    )
    .execute();
  let sent = 0;
  for (const member of due) {
    const lanes = await db
      .selectFrom('saved_lanes')
      .selectAll()
      .where('user_id', '=', member.user_id)
      .execute();
    if (lanes.length === 0) continue;
    const rows = await db
      .selectFrom('shipping_leads')
      .selectAll()
      .where('status', '=', 'published')
      .where('published_at', '>', member.covered_until)
      .where('published_at', '<=', nowIso)
      .where('expires_at', '>', nowIso)
      .where((eb) =>
        eb.or(
          lanes.map((lane) =>
            eb.and([
              eb('origin_country', '=', lane.origin_country),
              eb('destination_country', '=', lane.destination_country),
              ...(lane.mode === 'any' ? [] : [eb('mode', '=', lane.mode)]),
            ]),
          ),
        ),
      )
      .orderBy('published_at')
      .orderBy('id')
      .execute();
    if (rows.length === 0) continue;
    const equipment = await equipmentOf(
      db,
      rows.map((row) => row.id),
    );
    const { finder: ports } = await portCatalog(db);
    const leads = rows.map((row) => toLeadView(row, equipment.get(row.id) ?? [], now, ports));
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('lead_digests')
        .set({ covered_until: nowIso, last_sent_at: nowIso })
        .where('user_id', '=', member.user_id)
        .where('covered_until', '=', member.covered_until)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      await enqueueEmail(
        trx,
        laneDigestEmail({ to: member.email, name: member.first_name, leads, siteUrl }),
        now,
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/** Looks for due digests every `intervalMs` until stopped. */
export function startLeadDigests({
  db,
  siteUrl,
  hourUtc,
  intervalMs,
  log,
  clock,
}: {
  db: Db;
  siteUrl: string;
  hourUtc: number;
  intervalMs: number;
  log: FastifyBaseLogger;
  clock: Clock;
}): PeriodicTask {
  return runPeriodically(
    async () => {
      const sent = await sendDueDigests(db, { siteUrl, hourUtc }, clock());
      if (sent > 0) log.info({ sent }, 'shipping lead digests queued');
    },
    intervalMs,
    (error) => log.error({ err: error }, 'shipping lead digest round failed'),
  );
}
