/**
 * The signed-in people `npm run screenshots` photographs the workspace as: a Premium member with
 * business to show (a saved lane with new leads, a live quote, a watched container, a reported
 * shipment, an unpaid renewal), a Standard member, and a DFA administrator. Their companies are
 * written straight to the throwaway database; everything they did goes through the API, as a
 * browser would, so the pages show what the portal itself answers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { CLIENT_HEADERS } from '../shared/api/http';
import { addDays, utcDay } from '../shared/domain/date';
import type { Db } from '../src-server/db/database';
import { createSession, SESSION_COOKIE } from '../src-server/http/sessions';
import { loadSampleShipments, SAMPLE_CONTAINERS } from '../src-server/engines/tracking/sample-shipments';

export interface ScreenshotAccount {
  name: 'premium' | 'standard' | 'admin';
  cookie: { name: string; value: string };
}

async function person(
  db: Db,
  company: { name: string; membership: 'premium' | 'standard_active'; city: string; country: string },
  who: { firstName: string; lastName: string; isAdmin?: boolean },
) {
  const now = new Date().toISOString();
  const { id: companyId } = await db
    .insertInto('companies')
    .values({
      name: company.name,
      logo_url: null,
      membership_type: company.membership,
      tier: company.membership === 'premium' ? 'premium' : 'standard',
      valid_until: addDays(utcDay(), 200),
      member_since: '2022-03-01',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: officeId } = await db
    .insertInto('company_offices')
    .values({
      company_id: companyId,
      country: company.country,
      city: company.city,
      address: '1 Quay Road',
      is_head_office: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hashId = randomBytes(8).toString('hex');
  const { id: userId } = await db
    .insertInto('users')
    .values({
      hash_id: hashId,
      email: `${who.firstName.toLowerCase()}.${hashId}@screenshots.test`,
      first_name: who.firstName,
      last_name: who.lastName,
      phone: null,
      password_hash: null,
      company_id: companyId,
      is_admin: who.isAdmin ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, userId, new Date());
  return { companyId, officeId, token };
}

/** The accounts, and the records their pages are opened at: the lead they bid on, their case. */
export interface ScreenshotPortal {
  accounts: ScreenshotAccount[];
  leadId: number;
  caseId: number;
  /** the Premium member's company, as the admin's member page shows it */
  premiumCompanyId: number;
}

/** Creates the three accounts and their business, through the API at `base`. */
export async function screenshotAccounts(db: Db, base: string): Promise<ScreenshotPortal> {
  const premium = await person(
    db,
    { name: 'Gulf Crest Shipping LLC', membership: 'premium', city: 'Dubai', country: 'AE' },
    { firstName: 'Lena', lastName: 'Berg' },
  );
  const partner = await person(
    db,
    { name: 'Rhine Delta Cargo BV', membership: 'premium', city: 'Rotterdam', country: 'NL' },
    { firstName: 'Joost', lastName: 'Visser' },
  );
  const standard = await person(
    db,
    { name: 'Antwerp Quay Forwarding', membership: 'standard_active', city: 'Antwerp', country: 'BE' },
    { firstName: 'Ines', lastName: 'Peeters' },
  );
  const admin = await person(
    db,
    { name: 'DFA Secretariat', membership: 'premium', city: 'Dubai', country: 'AE' },
    { firstName: 'Noor', lastName: 'Haddad', isAdmin: true },
  );
  await loadSampleShipments(db, { siteUrl: base });

  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...CLIENT_HEADERS,
        'content-type': 'application/json',
        ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };

  await call(
    '/api/shipping-leads/lanes',
    { originCountry: 'AE', destinationCountry: 'NL', mode: 'sea-fcl' },
    premium.token,
  );
  const leadIds: number[] = [];
  for (const [city, commodity] of [
    ['Jebel Ali', 'Ceramic floor tiles on pallets'],
    ['Sharjah', 'Aluminium profiles, bundled'],
    ['Dubai', 'Dates in cartons, ambient'],
  ] as const) {
    const lead = await call('/api/lead-form', {
      origin: { country: 'AE', port: '', city },
      destination: { country: 'NL', port: '', city: 'Venlo' },
      mode: 'sea-fcl',
      equipment: [{ type: '40HC', count: 2 }],
      pieces: [],
      commodity,
      hazardous: false,
      readyDate: addDays(utcDay(), 12),
      incoterm: 'FOB',
      notes: '',
      name: 'Lucia Ferrer',
      company: 'Azulejos Ferrer SL',
      email: `lucia.${randomUUID().slice(0, 8)}@azulejos.example`,
      phone: '',
      country: 'ES',
      idempotencyKey: randomUUID(),
    });
    await call('/api/admin/shipping-leads/publish', { id: lead.id }, admin.token);
    leadIds.push(Number(lead.id));
  }
  await call(
    '/api/shipping-leads/bid',
    {
      leadId: leadIds[0],
      kind: 'lump-sum',
      lumpSum: { amount: '3100', currency: 'USD' },
      lines: [],
      validUntil: addDays(utcDay(), 20),
      transitDays: 24,
      freeDays: 7,
      routing: 'Direct, Jebel Ali to Rotterdam',
      notes: '',
    },
    premium.token,
  );
  const container = SAMPLE_CONTAINERS[0]!;
  await call('/api/tracking/track', { kind: 'container', reference: container }, premium.token);
  await call('/api/tracking/watchlist', { kind: 'container', reference: container }, premium.token);
  const invoiceDate = addDays(utcDay(), -20);
  const protectionCase = await call(
    '/api/payment-protection/reports',
    {
      counterpartyId: partner.companyId,
      creditorOfficeId: premium.officeId,
      debtorOfficeId: partner.officeId,
      invoiceNumber: 'GCS-24117',
      amount: '4250.00',
      currency: 'USD',
      invoiceDate,
      dueDate: addDays(invoiceDate, 30),
      blNumber: 'MAEU240311987',
      mode: 'ocean',
      chargeType: 'freight',
    },
    premium.token,
  );
  return {
    accounts: [
      { name: 'premium', cookie: { name: SESSION_COOKIE, value: premium.token } },
      { name: 'standard', cookie: { name: SESSION_COOKIE, value: standard.token } },
      { name: 'admin', cookie: { name: SESSION_COOKIE, value: admin.token } },
    ],
    leadId: leadIds[0]!,
    caseId: Number(protectionCase.id),
    premiumCompanyId: premium.companyId,
  };
}
