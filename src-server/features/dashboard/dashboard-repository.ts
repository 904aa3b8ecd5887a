import { DASHBOARD_LIST_LENGTH, NEW_LEAD_DAYS, type Dashboard } from '../../../shared/api/dashboard';
import type { ProtectionStatus } from '../../../shared/api/payment-protection';
import type { LeadState } from '../../../shared/api/shipping-leads';
import { PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { watchlistOf } from '../../engines/tracking/shipment-view';

/*
 * The dashboard reads what other features write (saved lanes and bids, watches, protection
 * cases) with queries of its own: features never import each other. The rules it repeats are
 * few and named here; tests/server/dashboard.test.ts holds its figures to those features' own
 * answers.
 */

const DAY_MS = 86_400_000;

/** A published lead past its day is expired without anyone touching it (as the board says). */
function leadStateOf(status: LeadState | 'published', expiresAt: string | null, now: Date): LeadState {
  if (status !== 'published') return status;
  return expiresAt !== null && expiresAt <= now.toISOString() ? 'expired' : 'open';
}

async function leadsOf(db: Db, userId: number, companyId: number, now: Date): Promise<Dashboard['leads']> {
  const lanes = await db.selectFrom('saved_lanes').selectAll().where('user_id', '=', userId).execute();
  const since = new Date(now.getTime() - NEW_LEAD_DAYS * DAY_MS).toISOString();
  const onLanes = db
    .selectFrom('shipping_leads')
    .where('status', '=', 'published')
    .where('expires_at', '>', now.toISOString())
    .where('published_at', '>', since)
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
    );
  const liveBids = db
    .selectFrom('lead_bids')
    .innerJoin('shipping_leads', 'shipping_leads.id', 'lead_bids.lead_id')
    .where('lead_bids.company_id', '=', companyId)
    .where('lead_bids.state', '=', 'live');
  const [newCount, newest, bidCount, bids] = await Promise.all([
    lanes.length === 0
      ? { n: 0 }
      : onLanes.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    lanes.length === 0
      ? []
      : onLanes
          .select(['id', 'mode', 'origin_country', 'destination_country', 'published_at'])
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(DASHBOARD_LIST_LENGTH)
          .execute(),
    liveBids.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    liveBids
      .select([
        'lead_bids.lead_id',
        'lead_bids.state',
        'lead_bids.valid_until',
        'shipping_leads.status',
        'shipping_leads.mode',
        'shipping_leads.origin_country',
        'shipping_leads.destination_country',
        'shipping_leads.expires_at',
      ])
      // The quotes whose lead closes soonest first: they are the ones to follow.
      .orderBy('shipping_leads.expires_at', 'asc')
      .orderBy('lead_bids.lead_id', 'asc')
      .limit(DASHBOARD_LIST_LENGTH)
      .execute(),
  ]);
  return {
    savedLanes: lanes.length,
    newOnLanes: Number(newCount.n),
    newest: newest.map((lead) => ({
      id: lead.id,
      mode: lead.mode,
      originCountry: lead.origin_country,
      destinationCountry: lead.destination_country,
      publishedAt: lead.published_at ?? '',
    })),
    openBids: Number(bidCount.n),
    bids: bids.map((bid) => ({
      leadId: bid.lead_id,
      mode: bid.mode,
      originCountry: bid.origin_country,
      destinationCountry: bid.destination_country,
      state: bid.state,
      leadState: leadStateOf(bid.status, bid.expires_at, now),
      leadExpiresAt: bid.expires_at,
      validUntil: bid.valid_until,
    })),
  };
}

async function containersOf(db: Db, userId: number): Promise<Dashboard['containers']> {
  const shipments = await watchlistOf(db, userId);
  return { watched: shipments.length, shipments: shipments.slice(0, DASHBOARD_LIST_LENGTH) };
}

/** Cases that still ask something of someone, or whose cover is in force. */
const OPEN_CASES: readonly ProtectionStatus[] = ['awaiting_confirmation', 'covered', 'claim_open'];
/** Reports that never took any cover (as payment protection counts it). */
const NO_COVER_TAKEN: readonly ProtectionStatus[] = ['declined', 'withdrawn'];
const DEFAULT_COVER_USD_MINOR = PAYMENT_PROTECTION_MIN_USD * 100;

async function coverOf(db: Db, companyId: number, coverUsdMinor: number, now: Date) {
  const year = now.getUTCFullYear();
  const used = await db
    .selectFrom('protection_cases')
    .select((eb) => eb.fn.sum<number | string | null>('covered_usd_minor').as('total'))
    .where('creditor_company_id', '=', companyId)
    .where('status', 'not in', NO_COVER_TAKEN)
    .where('invoice_date', '>=', `${year}-01-01`)
    .where('invoice_date', '<=', `${year}-12-31`)
    .executeTakeFirstOrThrow();
  const usedUsdMinor = Number(used.total ?? 0);
  return { year, coverUsdMinor, usedUsdMinor, remainingUsdMinor: Math.max(0, coverUsdMinor - usedUsdMinor) };
}

async function protectionOf(
  db: Db,
  company: { id: number; premium: boolean; coverMinor: number | null },
  now: Date,
): Promise<Dashboard['protection']> {
  const open = db
    .selectFrom('protection_cases')
    .where((eb) =>
      eb.or([eb('creditor_company_id', '=', company.id), eb('debtor_company_id', '=', company.id)]),
    )
    .where('status', 'in', OPEN_CASES);
  const [count, cases, cover] = await Promise.all([
    open.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    open
      .innerJoin('companies as creditor', 'creditor.id', 'protection_cases.creditor_company_id')
      .innerJoin('companies as debtor', 'debtor.id', 'protection_cases.debtor_company_id')
      .select([
        'protection_cases.id',
        'protection_cases.status',
        'protection_cases.creditor_company_id',
        'protection_cases.invoice_number',
        'protection_cases.amount_minor',
        'protection_cases.currency',
        'protection_cases.updated_at',
        'creditor.name as creditor_name',
        'debtor.name as debtor_name',
      ])
      .orderBy('protection_cases.updated_at', 'desc')
      .orderBy('protection_cases.id', 'desc')
      .limit(DASHBOARD_LIST_LENGTH)
      .execute(),
    company.premium ? coverOf(db, company.id, company.coverMinor ?? DEFAULT_COVER_USD_MINOR, now) : null,
  ]);
  return {
    premium: company.premium,
    cover,
    openCases: Number(count.n),
    cases: cases.map((item) => {
      const creditor = item.creditor_company_id === company.id;
      return {
        id: item.id,
        status: item.status,
        role: creditor ? 'creditor' : 'debtor',
        counterparty: creditor ? item.debtor_name : item.creditor_name,
        invoiceNumber: item.invoice_number,
        amountMinor: item.amount_minor,
        currency: item.currency,
        updatedAt: item.updated_at,
      };
    }),
  };
}

/** The signed-in member's figures for the dashboard. */
export async function readDashboard(db: Db, userId: number, now: Date): Promise<Dashboard> {
  const company = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['companies.id', 'companies.membership_type', 'companies.protection_cover_minor'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const [leads, containers, protection] = await Promise.all([
    leadsOf(db, userId, company.id, now),
    containersOf(db, userId),
    protectionOf(
      db,
      {
        id: company.id,
        premium: company.membership_type === 'premium',
        coverMinor: company.protection_cover_minor,
      },
      now,
    ),
  ]);
  return { leads, containers, protection };
}
