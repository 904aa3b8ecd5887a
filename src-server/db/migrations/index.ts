import type { Migration } from 'kysely';
import * as membersAndSessions from './2026-11-25-001-members-and-sessions';
import * as accounts from './2026-11-25-002-accounts';
import * as formSubmissions from './2026-11-26-001-form-submissions';
import * as events from './2026-11-26-002-events';
import * as formAttribution from './2026-11-26-102-form-attribution';

/** Every migration in order of its date-prefixed name; add new ones at the end. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-25-001-members-and-sessions': membersAndSessions,
  '2026-11-25-002-accounts': accounts,
  '2026-11-26-001-form-submissions': formSubmissions,
  '2026-11-26-002-events': events,
  '2026-11-26-102-form-attribution': formAttribution,
};
