import type { Db } from '../../src-server/db/database';

/**
 * Records a carrier's Track & Trace subscription as the carrier would have confirmed it: its id
 * and the secret its notifications are signed with.
 */
export async function recordSubscription(
  db: Db,
  { scac, subscriptionId, secret }: { scac: string; subscriptionId: string; secret: string },
): Promise<void> {
  const carrier = await db
    .selectFrom('carriers')
    .select('id')
    .where('scac', '=', scac)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tracking_subscriptions')
    .values({
      carrier_id: carrier.id,
      subscription_id: subscriptionId,
      secret,
      created_at: new Date().toISOString(),
    })
    .execute();
}
