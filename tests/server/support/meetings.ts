import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { CLIENT_HEADERS } from '../../../shared/api/http';
import type { Db } from '../../../src-server/db/database';
import { SESSION_COOKIE } from '../../../src-server/http/sessions';
import { signedInMember, type MemberOverrides } from '../../support/members';
import { nextIp } from './auth';

/** A call as the renderer's client makes it, as the member holding `session`. */
export function callAs(
  app: FastifyInstance,
  session: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { ...CLIENT_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    cookies: { [SESSION_COOKIE]: session },
  });
}

/** Monday to Friday, the same hours each day. */
export function weekdays(from: string, to: string) {
  return [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from, to }));
}

/** A signed-in member who set a time zone and weekday meeting hours. */
export async function memberIn(
  app: FastifyInstance,
  db: Db,
  timeZone: string,
  hours: { from: string; to: string },
  overrides: MemberOverrides = {},
) {
  const member = await signedInMember(db, overrides);
  const saved = await callAs(app, member.token, 'POST', '/api/meetings/availability', {
    timeZone,
    hours: weekdays(hours.from, hours.to),
  });
  if (saved.statusCode !== 200) throw new Error(`availability: ${saved.statusCode} ${saved.body}`);
  return member;
}

/** The iCalendar text as a calendar program reads it: CRLF endings and folded lines undone. */
export function unfoldCalendar(content: string): string {
  return content.replace(/\r\n[ \t]/g, '').replace(/\r\n/g, '\n');
}

/** The value of the first `NAME:` or `NAME;…:` line of an unfolded calendar. */
export function calendarField(calendar: string, name: string): string | undefined {
  return new RegExp(`^${name}(?:;[^:\\n]*)?:(.*)$`, 'm').exec(calendar)?.[1];
}

/** The calendar invitations queued for one address, oldest first. */
export async function invitationsTo(db: Db, email: string) {
  const rows = await db
    .selectFrom('outbox')
    .select(['subject', 'calendar', 'text'])
    .where('recipient', '=', email)
    .where('calendar', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const invitation = JSON.parse(row.calendar!) as { method: string; content: string };
    return { subject: row.subject, method: invitation.method, calendar: unfoldCalendar(invitation.content) };
  });
}

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export async function startSmtpServer(): Promise<{
  port: number;
  inbox: ParsedMail[];
  close: () => Promise<void>;
}> {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Registers a member for the event `slug` under their account's email, as the site's form would. */
export async function registerForEvent(
  db: Db,
  slug: string,
  member: { email: string; hashId: string },
  { name, company, now }: { name: string; company: string; now: Date },
): Promise<void> {
  const event = await db.selectFrom('events').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  await db
    .insertInto('event_registrations')
    .values({
      event_id: event.id,
      name,
      email: member.email,
      company,
      phone: null,
      token_hash: `registration-${member.hashId}`,
      status: 'active',
      last_idempotency_key: member.hashId,
      ip: '203.0.113.9',
      attribution: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      cancelled_at: null,
    })
    .execute();
}
