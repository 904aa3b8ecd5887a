import type { Selectable } from 'kysely';
import {
  BLACKLIST_STATUS_LABELS,
  type BlacklistStatus,
  type HistoryItem,
} from '../../../shared/api/blacklist';
import type { Db } from '../../db/database';
import type { BlacklistHistoryTable } from '../../db/tables';

export type HistoryAction = HistoryItem['action'];
type Json = HistoryItem['details'][string];
export type HistoryDetails = Record<string, Json>;

/** Who made a change: a signed-in admin, or the listed company through its response link. */
export type Actor = { kind: 'user'; userId: number } | { kind: 'company' };

/** Call it with the transaction that makes the change, so the record and its history agree. */
export async function recordHistory(
  trx: Db,
  entryId: number,
  actor: Actor,
  action: HistoryAction,
  details: HistoryDetails,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('blacklist_history')
    .values({
      entry_id: entryId,
      actor_kind: actor.kind,
      actor_user_id: actor.kind === 'user' ? actor.userId : null,
      action,
      details: JSON.stringify(details),
      created_at: now.toISOString(),
    })
    .execute();
}

const FIELD_LABELS: Record<string, string> = {
  companyName: 'company name',
  aliases: 'other names',
  countries: 'countries and cities',
  reasons: 'reasons',
  managers: 'people associated',
};

const statusLabel = (value: Json | undefined) =>
  typeof value === 'string' && value in BLACKLIST_STATUS_LABELS
    ? BLACKLIST_STATUS_LABELS[value as BlacklistStatus]
    : String(value);

const names = (value: Json | undefined) =>
  Array.isArray(value) ? value.filter((name) => typeof name === 'string').join(', ') : '';

function summarise(action: HistoryAction, details: HistoryDetails): string {
  switch (action) {
    case 'created':
      // A member's report carries their name, company and account of what happened.
      return details.reportedBy
        ? `Reported the company, as a member (${String(details.reportedBy)}): ${String(details.statement ?? '')}`
        : 'Reported the company.';
    case 'edited': {
      const fields = Array.isArray(details.fields) ? details.fields : [];
      const labels = fields.map((field) => FIELD_LABELS[String(field)] ?? String(field));
      return labels.length > 0 ? `Changed the ${labels.join(', ')}.` : 'Saved without changes.';
    }
    case 'status-changed':
      return `Changed the status from ${statusLabel(details.from)} to ${statusLabel(details.to)}: ${String(details.note ?? '')}`;
    case 'files-added':
      return `Added ${names(details.files)}.`;
    case 'file-removed':
      return `Removed ${String(details.name ?? 'a file')}.`;
    case 'company-notified':
      return `Sent the company a response link at ${String(details.email ?? '')}.`;
    case 'company-responded': {
      const files = names(details.files);
      const moved = details.to ? ` The status moved to ${statusLabel(details.to)}.` : '';
      return `Responded as ${String(details.responderName ?? 'the company')}${files ? ` with ${files}` : ''}.${moved}`;
    }
  }
}

export function toHistoryItem(
  row: Selectable<BlacklistHistoryTable> & { first_name: string | null; last_name: string | null },
): HistoryItem {
  const details = JSON.parse(row.details) as HistoryDetails;
  const action = row.action as HistoryAction;
  const actor =
    row.actor_kind === 'company'
      ? 'The company (response link)'
      : row.first_name
        ? `${row.first_name} ${row.last_name ?? ''}`.trim()
        : 'A former administrator';
  return {
    id: row.id,
    action,
    actor,
    summary: summarise(action, details),
    details,
    createdAt: row.created_at,
  };
}
