import type { Migration } from 'kysely';
import * as membersAndSessions from './2026-11-25-001-members-and-sessions';
import * as accounts from './2026-11-25-002-accounts';

/** Every migration in order of its date-prefixed name; add new ones at the end. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-25-001-members-and-sessions': membersAndSessions,
  '2026-11-25-002-accounts': accounts,
};
