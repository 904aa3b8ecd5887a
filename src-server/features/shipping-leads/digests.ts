import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { enqueueEmail } from '../../services/email';
import { runPeriodically, type PeriodicTask } from '../../services/periodic-task';
import { portCatalog } from '../../engines/ports/port-repository';
import { equipmentOf, toLeadView } from '../../services/shipping-lead-repository';
import { laneDigestEmail } from './emails';
import { claimDigest, leadsPublishedOnLanes, membersWithDigestDue, savedLanesOf } from './lane-repository';

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
  const due = await membersWithDigestDue(db, cutoff);
  let sent = 0;
  for (const member of due) {
    const lanes = await savedLanesOf(db, member.user_id);
    if (lanes.length === 0) continue;
    const rows = await leadsPublishedOnLanes(db, lanes, { after: member.covered_until, nowIso });
    if (rows.length === 0) continue;
    const equipment = await equipmentOf(
      db,
      rows.map((row) => row.id),
    );
    const { finder: ports } = await portCatalog(db);
    const leads = rows.map((row) => toLeadView(row, equipment.get(row.id) ?? [], now, ports));
    const claimed = await db.transaction().execute(async (trx) => {
      const won = await claimDigest(trx, {
        userId: member.user_id,
        coveredUntil: member.covered_until,
        nowIso,
      });
      if (!won) return false;
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
