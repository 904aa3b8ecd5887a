import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src-server/db/database';
import { lastMessageTo, nextIp, post } from './auth';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A shipper's FCL request as the lead form sends it. */
export function leadBody(overrides: Record<string, unknown> = {}) {
  return {
    origin: { country: 'ae', port: 'AEJEA', city: '' },
    destination: { country: 'NL', port: 'NLRTM', city: 'Venlo' },
    mode: 'sea-fcl',
    equipment: [
      { type: '40HC', count: 2 },
      { type: '20GP', count: 1 },
    ],
    pieces: [],
    commodity: ' Ceramic floor tiles on pallets ',
    hazardous: false,
    readyDate: inDays(10),
    incoterm: 'FOB',
    notes: 'Tail-lift delivery in Venlo.',
    name: 'Lucia Ferrer',
    company: 'Azulejos Ferrer SL',
    email: `Lucia.${randomUUID().slice(0, 8)}@azulejos.example`,
    phone: '+34 910 000 142',
    country: 'es',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** An LCL request with a packing list: 10 pallets of 120 × 80 × 150 cm at 400 kg. */
export function lclLeadBody(overrides: Record<string, unknown> = {}) {
  return leadBody({
    mode: 'sea-lcl',
    equipment: [],
    pieces: [
      { count: 10, length: 120, width: 80, height: 150, lengthUnit: 'cm', weight: 400, weightUnit: 'kg' },
    ],
    ...overrides,
  });
}

const TABLES = [
  'shipping_leads',
  'shipping_lead_equipment',
  'lead_bids',
  'lead_bid_lines',
  'lead_spam_reports',
  'saved_lanes',
  'lead_digests',
  'calculator_widgets',
  'outbox',
] as const;

/** Row counts of the leads' and widgets' tables and the outbox, to prove a refused request wrote nothing. */
export async function leadRowCounts(db: Db): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Every email the outbox holds for a recipient, oldest first. */
export async function mailTo(db: Db, recipient: string) {
  return db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
}

/** The token in the newest private-page link emailed to a shipper. */
export async function quotesTokenFor(db: Db, email: string): Promise<string> {
  const mails = await mailTo(db, email);
  for (const mail of mails.reverse()) {
    const token = /\/shipping-leads\/quotes\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    if (token) return token;
  }
  throw new Error(`no quotes link emailed to ${email}`);
}

/**
 * The first step of accepting a quote, as the shipper takes it: asks for the code, and reads it
 * from the email sent to the request's address.
 */
export async function acceptanceCode(
  { app, db }: { app: FastifyInstance; db: Db },
  { token, bidId, shipper }: { token: string; bidId: number; shipper: string },
): Promise<string> {
  const sent = await post(app, '/api/shipping-leads/quotes/accept-code', { token, bidId }, { ip: nextIp() });
  if (sent.statusCode !== 200) throw new Error(`accept-code: ${sent.statusCode} ${sent.body}`);
  const { text } = await lastMessageTo(db, shipper.toLowerCase());
  const code = /^(\d{6})$/m.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}
