import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  laneInputsFrom,
  rateLanesFrom,
  type CalculatorWidget,
  type WidgetSettings,
} from '../../../shared/api/calculator-widget';
import type { RateLane } from '../../../shared/calculator/rates';
import type { WidgetConfig } from '../../../shared/calculator/widget-config';
import type { Db } from '../../db/database';
import type { CalculatorWidgetsTable } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import type { PortLookup } from '../../services/port-places';

type WidgetRow = Selectable<CalculatorWidgetsTable>;

export interface WidgetRecord {
  companyId: number;
  widgetId: string;
  enabled: boolean;
  displayName: string;
  primaryColor: string;
  accentColor: string;
  currency: WidgetRow['currency'];
  /** the confirmed address quote requests go to */
  notifyEmail: string;
  /** an address waiting for its link, and until when that link works */
  pendingNotifyEmail: string | null;
  notifyLinkExpiresAt: string | null;
  limitReachedAt: string | null;
  limitNoticeSentAt: string | null;
  allowedSites: string[];
  lanes: RateLane[];
  updatedAt: string;
}

function toRecord(row: WidgetRow): WidgetRecord {
  return {
    companyId: row.company_id,
    widgetId: row.public_id,
    enabled: row.enabled === 1,
    displayName: row.display_name,
    primaryColor: row.primary_color,
    accentColor: row.accent_color,
    currency: row.currency,
    notifyEmail: row.notify_email,
    pendingNotifyEmail: row.pending_notify_email,
    notifyLinkExpiresAt: row.notify_token_expires_at,
    limitReachedAt: row.limit_reached_at,
    limitNoticeSentAt: row.limit_notice_sent_at,
    allowedSites: JSON.parse(row.allowed_sites) as string[],
    lanes: JSON.parse(row.rates) as RateLane[],
    updatedAt: row.updated_at,
  };
}

export async function findCompanyWidget(db: Db, companyId: number): Promise<WidgetRecord | undefined> {
  const row = await db
    .selectFrom('calculator_widgets')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findWidget(db: Db, widgetId: string): Promise<WidgetRecord | undefined> {
  const row = await db
    .selectFrom('calculator_widgets')
    .selectAll()
    .where('public_id', '=', widgetId)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Names of the ports a rate sheet mentions, by UN/LOCODE. */
function portNamesOf(lanes: readonly RateLane[], ports: PortLookup): Record<string, string> {
  const names: Record<string, string> = {};
  for (const lane of lanes) {
    for (const place of [lane.origin, lane.destination]) {
      if (place.port) names[place.port] = ports.byCode(place.port)?.name ?? place.port;
    }
  }
  return names;
}

/** The member's widget as the builder edits it: amounts as decimal text. */
export function toWidgetView(record: WidgetRecord, ports: PortLookup): CalculatorWidget {
  return {
    widgetId: record.widgetId,
    enabled: record.enabled,
    settings: {
      displayName: record.displayName,
      primaryColor: record.primaryColor,
      accentColor: record.accentColor,
      currency: record.currency,
      notifyEmail: record.notifyEmail,
      allowedSites: record.allowedSites,
      lanes: laneInputsFrom(record.lanes, record.currency),
    },
    portNames: portNamesOf(record.lanes, ports),
    updatedAt: record.updatedAt,
    pendingNotifyEmail: record.pendingNotifyEmail,
    limitReachedAt: record.limitReachedAt,
  };
}

/** What the widget's page renders and its script computes with. */
export function toWidgetConfig(record: WidgetRecord, ports: PortLookup): WidgetConfig {
  return {
    widgetId: record.widgetId,
    mode: 'live',
    displayName: record.displayName,
    primaryColor: record.primaryColor,
    accentColor: record.accentColor,
    currency: record.currency,
    lanes: record.lanes,
    portNames: portNamesOf(record.lanes, ports),
  };
}

/**
 * Where quote requests go after a save: the confirmed address, and the address waiting for its
 * link (with the link's token hash and expiry), unchanged (`keep`) or none.
 */
export interface NotifyAddress {
  confirmed: string;
  pending: { email: string; tokenHash: string; expiresAt: string } | 'keep' | null;
}

/**
 * Saves the company's one widget. The first save creates it, switched on, with a random
 * public id (128 bits) that nobody can guess from the company; later saves keep the id, so
 * snippets already on members' sites go on working. `alongside` runs in the same transaction
 * (the email with a new address's link).
 */
export async function saveWidget(
  db: Db,
  {
    companyId,
    userId,
    settings,
    address,
    alongside = async () => undefined,
  }: {
    companyId: number;
    userId: number;
    settings: WidgetSettings;
    address: NotifyAddress;
    alongside?: (trx: Db) => Promise<void>;
  },
  now: Date,
): Promise<WidgetRecord> {
  const fields = {
    display_name: settings.displayName,
    primary_color: settings.primaryColor,
    accent_color: settings.accentColor,
    currency: settings.currency,
    notify_email: address.confirmed,
    ...(address.pending === 'keep'
      ? {}
      : {
          pending_notify_email: address.pending?.email ?? null,
          notify_token_hash: address.pending?.tokenHash ?? null,
          notify_token_expires_at: address.pending?.expiresAt ?? null,
        }),
    allowed_sites: JSON.stringify(settings.allowedSites),
    rates: JSON.stringify(rateLanesFrom(settings)),
    updated_by: userId,
    updated_at: now.toISOString(),
  };
  const save = (trx: Db) =>
    trx.updateTable('calculator_widgets').set(fields).where('company_id', '=', companyId).executeTakeFirst();
  try {
    await db.transaction().execute(async (trx) => {
      const updated = await save(trx);
      if (Number(updated.numUpdatedRows) === 0) {
        await trx
          .insertInto('calculator_widgets')
          .values({
            ...fields,
            company_id: companyId,
            public_id: randomBytes(16).toString('base64url'),
            enabled: 1,
            created_at: now.toISOString(),
          })
          .execute();
      }
      await alongside(trx);
    });
  } catch (error) {
    // A colleague created it at the same moment: this save edits theirs.
    if (!isUniqueViolation(error)) throw error;
    await db.transaction().execute(async (trx) => {
      await save(trx);
      await alongside(trx);
    });
  }
  return (await findCompanyWidget(db, companyId))!;
}

export async function switchWidget(
  db: Db,
  { companyId, enabled }: { companyId: number; enabled: boolean },
  now: Date,
): Promise<WidgetRecord | undefined> {
  await db
    .updateTable('calculator_widgets')
    .set({ enabled: enabled ? 1 : 0, updated_at: now.toISOString() })
    .where('company_id', '=', companyId)
    .execute();
  return findCompanyWidget(db, companyId);
}

/** The widget builder's address and company name, for the widget's notices. */
export function builderContact(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.email', 'companies.name'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The latest requests a company's widget brought, newest first. */
export function leadsAddressedTo(db: Db, companyId: number) {
  return db
    .selectFrom('shipping_leads')
    .selectAll()
    .where('addressed_company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** Whether one of the company's own accounts signs in with this address. */
export async function isCompanyAccountEmail(db: Db, companyId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes the waiting address the one requests go to, if the token is the live one; answers the
 * address and the widget's name, or undefined for a dead link.
 */
export async function confirmPendingNotifyEmail(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ notify_email: string; display_name: string } | undefined> {
  return db
    .updateTable('calculator_widgets')
    .set((eb) => ({
      // Not null: the row is only chosen while an address waits.
      notify_email: eb.ref('pending_notify_email').$notNull(),
      pending_notify_email: null,
      notify_token_hash: null,
      notify_token_expires_at: null,
      updated_at: now.toISOString(),
    }))
    .where('notify_token_hash', '=', tokenHash)
    .where('pending_notify_email', 'is not', null)
    .where('notify_token_expires_at', '>', now.toISOString())
    .returning(['notify_email', 'display_name'])
    .executeTakeFirst();
}

export async function markLimitReached(trx: Db, widgetId: string, now: Date): Promise<void> {
  await trx
    .updateTable('calculator_widgets')
    .set({ limit_reached_at: now.toISOString() })
    .where('public_id', '=', widgetId)
    .execute();
}

/**
 * Claims the limit notice if none went out since `quietSince`, answering whether this caller
 * won the claim (several servers may try at once).
 */
export async function claimLimitNotice(
  trx: Db,
  widgetId: string,
  { quietSince, now }: { quietSince: string; now: Date },
): Promise<boolean> {
  const claimed = await trx
    .updateTable('calculator_widgets')
    .set({ limit_notice_sent_at: now.toISOString() })
    .where('public_id', '=', widgetId)
    .where((eb) =>
      eb.or([eb('limit_notice_sent_at', 'is', null), eb('limit_notice_sent_at', '<=', quietSince)]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}
