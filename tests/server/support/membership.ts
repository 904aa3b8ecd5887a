import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src-server/db/database';
import { SESSION_COOKIE } from '../../../src-server/http/sessions';
import { confirmEmailOf, nextIp, post, registerMember, sessionCookie, signIn } from './auth';

/** A clock a test moves by hand: the app reads "now" from it, never from the system. */
export function testClock(start: string) {
  let now = new Date(start);
  const clock = () => new Date(now);
  return Object.assign(clock, {
    set(when: string) {
      now = new Date(when);
    },
  });
}

export function get(app: FastifyInstance, url: string, session?: string) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: nextIp(),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

export function postAs(app: FastifyInstance, url: string, body: unknown, session?: string) {
  return post(app, url, body, { ip: nextIp(), ...(session ? { session } : {}) });
}

/**
 * A company that signed up through the real sign-up and confirmed its email address with the
 * link it was sent (unless `confirmEmail` is false), and its applicant signed in.
 */
export async function applicant(
  app: FastifyInstance,
  db: Db,
  { confirmEmail = true, ...options }: { plan?: 'standard' | 'premium'; confirmEmail?: boolean } = {},
) {
  const account = await registerMember(app, db, options);
  if (confirmEmail) await confirmEmailOf(app, db, account.email);
  const signedIn = await signIn(app, account);
  const session = sessionCookie(signedIn)!.value;
  const user = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow();
  return { ...account, session, userId: user.id, companyId: user.company_id };
}

/** Every row of the tables a membership decision writes, to prove a refusal wrote nothing. */
export async function membershipRows(db: Db) {
  const tables = [
    'companies',
    'membership_applications',
    'application_messages',
    'membership_invoices',
    'membership_reminders',
    'member_audit_log',
    'membership_prices',
    'outbox',
  ] as const;
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = await db.selectFrom(table).selectAll().execute();
  return rows;
}

/** The subjects of the emails queued for an address, oldest first. */
export async function subjectsTo(db: Db, address: string): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('subject')
    .where('recipient', '=', address)
    .where('kind', '=', 'email')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.subject ?? '');
}
