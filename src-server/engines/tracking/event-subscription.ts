import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database';
import {
  dcsaAdapter,
  type CarrierAdapter,
  type CarrierEndpoint,
  type PullOptions,
} from '../carriers/adapter';
import { DCSA_SCHEMAS, dcsaValidator } from '../dcsa/validator';
import { replaceCarrierSubscription } from './shipment-repository';

/** The path carriers post their notifications to, under the site's address. */
const NOTIFICATIONS_PATH = '/api/tracking/notifications';

/** The standard marks `subscriptionID` optional; without it no notification could be matched. */
const confirmedSubscription = z.object({ subscriptionID: z.string().min(1).max(100) });

export class SubscriptionRefusedError extends Error {
  override name = 'SubscriptionRefusedError';
}

/**
 * Asks a connected carrier to push its Track & Trace events to this portal: a fresh shared
 * secret goes with the request, and the carrier's answer (checked against the standard) names the
 * subscription its notifications will carry. The new subscription replaces the carrier's earlier
 * one here, so notifications signed with an old secret are refused from then on.
 */
export async function subscribeToCarrierEvents(
  db: Db,
  {
    endpoint,
    carrierId,
    siteUrl,
    adapter = dcsaAdapter,
    options = {},
  }: {
    endpoint: CarrierEndpoint;
    carrierId: number;
    siteUrl: string;
    adapter?: CarrierAdapter;
    options?: PullOptions;
  },
): Promise<{ subscriptionId: string; since: string }> {
  const secret = randomBytes(32).toString('base64');
  const callbackUrl = new URL(NOTIFICATIONS_PATH, siteUrl).href;
  const answer = await adapter.subscribeToEvents(endpoint, { callbackUrl, secret }, options);
  const what = `${endpoint.scac}’s answer to the event subscription`;
  dcsaValidator().assertValid(DCSA_SCHEMAS.eventSubscription, answer, what);
  const confirmed = confirmedSubscription.safeParse(answer);
  if (!confirmed.success) {
    throw new SubscriptionRefusedError(
      `${what} names no subscriptionID, so its notifications could not be matched.`,
    );
  }
  const since = new Date().toISOString();
  await replaceCarrierSubscription(db, {
    carrierId,
    subscriptionId: confirmed.data.subscriptionID,
    secret,
    createdAt: since,
  });
  return { subscriptionId: confirmed.data.subscriptionID, since };
}
