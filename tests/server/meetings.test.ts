import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import type { MeetingView } from '../../shared/api/meetings';
import { MAX_OPEN_REQUESTS, meetingCalendarPath } from '../../shared/api/meetings';
import { MEMBER_TOOLS } from '../../shared/domain/member-access';
import { buildApp } from '../../src-server/app';
import { createDatabase } from '../../src-server/db/database';
import { organizerOf } from '../../src-server/features/meetings/invitations';
import { sendDueReminders } from '../../src-server/features/meetings/reminders';
import { createTransports, deliverDueMessages } from '../../src-server/services/outbox';
import { createDirectoryEntry } from '../../src-server/services/company-repository';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { signedInMember } from '../support/members';
import {
  calendarField,
  callAs,
  invitationsTo,
  memberIn,
  startSmtpServer,
  unfoldCalendar,
  weekdays,
} from './support/meetings';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

const dialect = usingPostgres() ? 'PostgreSQL' : 'SQLite';

/** The week the United States moves its clocks forward: Sunday 14 March 2027. */
let now = new Date('2027-03-10T00:00:00Z');
const clock = () => now;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    clock,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'DFA Portal <meetings@portal.test>' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const newYork = () =>
  memberIn(
    t.app,
    t.db,
    'America/New_York',
    { from: '08:00', to: '18:00' },
    {
      companyName: 'Hudson Bay Forwarding',
      firstName: 'Dana',
      lastName: 'Reyes',
      signedInAt: now,
    },
  );
const sydney = () =>
  memberIn(
    t.app,
    t.db,
    'Australia/Sydney',
    { from: '07:00', to: '19:00' },
    {
      companyName: 'Botany Freight Lines',
      firstName: 'Liam',
      lastName: 'Nguyen',
      signedInAt: now,
    },
  );

function request(session: string, person: string, startsAt: string, subject = 'Transpacific reefer rates') {
  return callAs(t.app, session, 'POST', '/api/meetings/request', {
    person,
    startsAt,
    subject,
    place: { kind: 'video', url: 'https://meet.example.com/dfa-reefer' },
  });
}

function fieldsOf(body: string) {
  return errorEnvelopeSchema.parse(JSON.parse(body)).error;
}

describe(`meetings across time zones, on ${dialect}`, () => {
  it('books Sydney with New York in the week the US changes its clocks: both invitations hold one instant and each side’s own time', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const liam = await sydney();

    const slots = await callAs(
      t.app,
      liam.token,
      'GET',
      `/api/meetings/slots?person=${dana.hashId}&from=2027-03-13&days=4`,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    const offered = slots.json<{
      slots: { startsAt: string; yours: { label: string }; theirs: { label: string } }[];
    }>().slots;
    // New York's 16:00 is 21:00 UTC before the change and 20:00 UTC after it; Sydney reads both.
    expect(offered).toContainEqual(
      expect.objectContaining({
        startsAt: '2027-03-12T21:00:00.000Z',
        yours: expect.objectContaining({
          label: 'Saturday 13 March 2027, 08:00 (Australia/Sydney, UTC+11:00)',
        }),
        theirs: expect.objectContaining({
          label: 'Friday 12 March 2027, 16:00 (America/New_York, UTC-05:00)',
        }),
      }),
    );
    expect(offered).toContainEqual(
      expect.objectContaining({
        startsAt: '2027-03-15T20:00:00.000Z',
        yours: expect.objectContaining({
          label: 'Tuesday 16 March 2027, 07:00 (Australia/Sydney, UTC+11:00)',
        }),
        theirs: expect.objectContaining({
          label: 'Monday 15 March 2027, 16:00 (America/New_York, UTC-04:00)',
        }),
      }),
    );
    // Nothing on the New York weekend, nothing outside its 08:00–18:00.
    expect(offered.some((slot) => /^(Saturday|Sunday)/.test(slot.theirs.label))).toBe(false);

    const asked = await request(liam.token, dana.hashId, '2027-03-15T20:00:00.000Z');
    expect(asked.statusCode, asked.body).toBe(200);
    const meeting = asked.json<MeetingView>();
    expect(meeting).toMatchObject({ status: 'requested', awaiting: 'them', role: 'requester', sequence: 0 });

    const accepted = await callAs(t.app, dana.token, 'POST', '/api/meetings/accept', {
      meeting: meeting.id,
      sequence: meeting.sequence,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<MeetingView>()).toMatchObject({
      status: 'confirmed',
      awaiting: null,
      you: { timeZone: 'America/New_York', local: { date: '2027-03-15', time: '16:00', offset: '-04:00' } },
      them: {
        name: 'Liam Nguyen',
        local: { date: '2027-03-16', time: '07:00', offset: '+11:00' },
        email: liam.email,
      },
    });

    // Delivered over SMTP, as the two members receive them.
    await deliverDueMessages(t.db, createTransports(t.config, t.app.log), now);
    const invitation = (email: string) => {
      const mail = smtp.inbox.find(
        (message) =>
          message.subject === 'Meeting confirmed: Transpacific reefer rates' &&
          [message.to].flat().some((to) => to?.text === email),
      );
      expect(mail, `the confirmation to ${email}`).toBeDefined();
      const file = mail!.attachments.find((part) => /calendar|ics/.test(part.contentType));
      expect(file, `the invitation to ${email}`).toBeDefined();
      return unfoldCalendar(file!.content.toString('utf8'));
    };
    const toSydney = invitation(liam.email);
    const toNewYork = invitation(dana.email);
    for (const calendar of [toSydney, toNewYork]) {
      expect(calendarField(calendar, 'METHOD')).toBe('REQUEST');
      expect(calendarField(calendar, 'DTSTART')).toBe('20270315T200000Z');
      expect(calendarField(calendar, 'DTEND')).toBe('20270315T203000Z');
      expect(calendarField(calendar, 'STATUS')).toBe('CONFIRMED');
    }
    expect(calendarField(toSydney, 'UID')).toBe(calendarField(toNewYork, 'UID'));
    expect(calendarField(toSydney, 'SEQUENCE')).toBe('1');
    expect(calendarField(toSydney, 'ORGANIZER')).toBe('mailto:meetings@portal.test');
    expect(calendarField(toSydney, 'DESCRIPTION')).toContain(
      'Your time: Tuesday 16 March 2027\\, 07:00 (Australia/Sydney\\, UTC+11:00)',
    );
    expect(calendarField(toNewYork, 'DESCRIPTION')).toContain(
      'Your time: Monday 15 March 2027\\, 16:00 (America/New_York\\, UTC-04:00)',
    );
    const sydneyMail = smtp.inbox.find(
      (message) =>
        message.subject === 'Meeting confirmed: Transpacific reefer rates' &&
        [message.to].flat().some((to) => to?.text === liam.email),
    )!;
    expect(sydneyMail.text).toContain(
      'Your time: Tuesday 16 March 2027, 07:00 (Australia/Sydney, UTC+11:00)',
    );
    expect(sydneyMail.text).toContain(
      "Dana Reyes's time: Monday 15 March 2027, 16:00 (America/New_York, UTC-04:00)",
    );
  });

  it('withdraws a cancelled meeting with METHOD:CANCEL under the same UID and a raised SEQUENCE', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const liam = await sydney();
    const asked = (await request(liam.token, dana.hashId, '2027-03-16T20:00:00.000Z')).json<MeetingView>();
    const confirmed = (
      await callAs(t.app, dana.token, 'POST', '/api/meetings/accept', {
        meeting: asked.id,
        sequence: asked.sequence,
      })
    ).json<MeetingView>();
    const cancelled = await callAs(t.app, liam.token, 'POST', '/api/meetings/cancel', {
      meeting: asked.id,
      sequence: confirmed.sequence,
      reason: 'Our reefer desk moved the review to April.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<MeetingView>()).toMatchObject({ status: 'cancelled', endedBy: 'you' });

    for (const email of [dana.email, liam.email]) {
      const [request, cancel] = await invitationsTo(t.db, email);
      expect(request!.method).toBe('REQUEST');
      expect(cancel!.method).toBe('CANCEL');
      expect(calendarField(cancel!.calendar, 'METHOD')).toBe('CANCEL');
      expect(calendarField(cancel!.calendar, 'STATUS')).toBe('CANCELLED');
      expect(calendarField(cancel!.calendar, 'UID')).toBe(calendarField(request!.calendar, 'UID'));
      expect(Number(calendarField(cancel!.calendar, 'SEQUENCE'))).toBeGreaterThan(
        Number(calendarField(request!.calendar, 'SEQUENCE')),
      );
    }
    // The time is free again for both.
    const again = await request(liam.token, dana.hashId, '2027-03-16T20:00:00.000Z');
    expect(again.statusCode, again.body).toBe(200);
  });

  it('leaves one meeting when two members ask for the same slot at the same instant, on two servers', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const first = await sydney();
    const second = await sydney();
    // PostgreSQL: a second server on the same database. SQLite serves one process only.
    const db2 = usingPostgres() ? createDatabase(t.config.database) : t.db;
    const app2 = usingPostgres() ? await buildApp({ config: t.config, db: db2, clock }) : t.app;
    try {
      const body = (session: string) => ({
        method: 'POST' as const,
        url: '/api/meetings/request',
        headers: { 'x-requested-with': 'dfa-portal', 'content-type': 'application/json' },
        payload: JSON.stringify({
          person: dana.hashId,
          startsAt: '2027-03-17T14:00:00.000Z',
          subject: 'Air freight from Sydney',
          place: { kind: 'phone', phone: '+61 2 9374 4000' },
        }),
        cookies: { [SESSION_COOKIE]: session },
      });
      const answers = await Promise.all([t.app.inject(body(first.token)), app2.inject(body(second.token))]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(fieldsOf(refused.body).fields?.startsAt).toMatch(/no longer free|just taken/);
      const held = await t.db
        .selectFrom('meetings')
        .select('id')
        .where('invitee_id', '=', dana.userId)
        .where('starts_at', '=', '2027-03-17T14:00:00.000Z')
        .execute();
      expect(held).toHaveLength(1);
    } finally {
      if (usingPostgres()) {
        await app2.close();
        await db2.destroy();
      }
    }
  });

  it('keeps a person’s meetings from overlapping, whoever books them', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const liam = await sydney();
    const other = await newYork();
    expect((await request(liam.token, dana.hashId, '2027-03-18T13:00:00.000Z')).statusCode).toBe(200);
    // Liam is busy then, though Dana's colleague in New York is free.
    const clash = await request(liam.token, other.hashId, '2027-03-18T13:00:00.000Z');
    expect(clash.statusCode).toBe(409);
    expect(fieldsOf(clash.body).fields?.startsAt).toBe(
      'You already have a meeting at that time. Choose another slot.',
    );
    const slots = await callAs(
      t.app,
      liam.token,
      'GET',
      `/api/meetings/slots?person=${other.hashId}&from=2027-03-18&days=1`,
    );
    expect(slots.json<{ slots: { startsAt: string }[] }>().slots.map((slot) => slot.startsAt)).not.toContain(
      '2027-03-18T13:00:00.000Z',
    );
  });

  it('lets the other side propose another time, which the requester then accepts', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const liam = await sydney();
    const asked = (await request(liam.token, dana.hashId, '2027-03-17T20:00:00.000Z')).json<MeetingView>();
    const proposed = await callAs(t.app, dana.token, 'POST', '/api/meetings/propose', {
      meeting: asked.id,
      sequence: asked.sequence,
      startsAt: '2027-03-17T21:00:00.000Z',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json<MeetingView>()).toMatchObject({
      status: 'requested',
      awaiting: 'them',
      startsAt: '2027-03-17T21:00:00.000Z',
    });
    // An answer to the version before the proposal is refused.
    const stale = await callAs(t.app, liam.token, 'POST', '/api/meetings/accept', {
      meeting: asked.id,
      sequence: asked.sequence,
    });
    expect(stale.statusCode).toBe(409);
    const list = (await callAs(t.app, liam.token, 'GET', '/api/meetings')).json<{
      requestsIn: MeetingView[];
    }>();
    const waiting = list.requestsIn.find((meeting) => meeting.id === asked.id)!;
    expect(waiting.awaiting).toBe('you');
    const accepted = await callAs(t.app, liam.token, 'POST', '/api/meetings/accept', {
      meeting: asked.id,
      sequence: waiting.sequence,
    });
    expect(accepted.json<MeetingView>()).toMatchObject({
      status: 'confirmed',
      startsAt: '2027-03-17T21:00:00.000Z',
    });
    // The first time is free again for Dana.
    const held = await t.db
      .selectFrom('meeting_cells')
      .select('starts_at')
      .where('user_id', '=', dana.userId)
      .execute();
    expect(held.map((cell) => cell.starts_at)).not.toContain('2027-03-17T20:00:00.000Z');
  });

  it('emails both people a reminder 24 hours before, once, however many servers look', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const liam = await sydney();
    const asked = (await request(liam.token, dana.hashId, '2027-03-19T14:00:00.000Z')).json<MeetingView>();
    await callAs(t.app, dana.token, 'POST', '/api/meetings/accept', {
      meeting: asked.id,
      sequence: asked.sequence,
    });
    const reminders = async () =>
      (
        await t.db
          .selectFrom('outbox')
          .select('recipient')
          .where('subject', '=', 'Tomorrow: Transpacific reefer rates with ' + 'Liam Nguyen')
          .execute()
      ).length;
    const run = () =>
      sendDueReminders(t.db, { siteUrl: TEST_SITE_URL, organizer: organizerOf('DFA <m@portal.test>'), now });
    now = new Date('2027-03-18T13:00:00Z');
    await run();
    expect(await reminders()).toBe(0);
    now = new Date('2027-03-18T14:30:00Z');
    await Promise.all([run(), run(), run()]);
    await run();
    // Dana is told of Liam, Liam of Dana: one each.
    expect(await reminders()).toBe(1);
    const toLiam = await t.db
      .selectFrom('outbox')
      .select('text')
      .where('recipient', '=', liam.email)
      .where('subject', '=', 'Tomorrow: Transpacific reefer rates with Dana Reyes')
      .execute();
    expect(toLiam).toHaveLength(1);
    expect(toLiam[0]!.text).toContain(
      'Your time: Saturday 20 March 2027, 01:00 (Australia/Sydney, UTC+11:00)',
    );
  });
});

describe(`who may book, and the limits, on ${dialect}`, () => {
  it('refuses an applicant and a lapsed member, and a booking with a lapsed member', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    for (const [membership, standing] of [
      ['pending', 'pending'],
      ['standard_inactive', 'lapsed'],
    ] as const) {
      const applicant = await signedInMember(t.db, { membership, signedInAt: now });
      const response = await request(applicant.token, dana.hashId, '2027-03-17T15:00:00.000Z');
      expect(response.statusCode).toBe(403);
      expect(fieldsOf(response.body).message).toBe(MEMBER_TOOLS.meetings[standing]);
      const slots = await callAs(t.app, applicant.token, 'GET', `/api/meetings/slots?person=${dana.hashId}`);
      expect(slots.statusCode).toBe(403);
    }
    expect(
      await t.db.selectFrom('meetings').select('id').where('invitee_id', '=', dana.userId).execute(),
    ).toEqual([]);

    const lapsed = await memberIn(
      t.app,
      t.db,
      'Europe/London',
      { from: '09:00', to: '17:00' },
      { signedInAt: now },
    );
    await t.db
      .updateTable('companies')
      .set({ membership_type: 'standard_inactive' })
      .where('id', '=', lapsed.companyId)
      .execute();
    const withLapsed = await request(dana.token, lapsed.hashId, '2027-03-17T15:00:00.000Z');
    expect(withLapsed.statusCode).toBe(409);
    expect(fieldsOf(withLapsed.body).fields?.person).toMatch(/not a current member/);
  });

  it(`allows ${MAX_OPEN_REQUESTS} unanswered requests at once, then asks to wait`, async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const liam = await sydney();
    const hosts = [];
    for (let index = 0; index <= MAX_OPEN_REQUESTS; index += 1) hosts.push(await newYork());
    for (const [index, host] of hosts.entries()) {
      const response = await request(
        liam.token,
        host.hashId,
        `2027-03-${String(15 + (index % 5)).padStart(2, '0')}T${13 + Math.floor(index / 5)}:00:00.000Z`,
      );
      if (index < MAX_OPEN_REQUESTS) expect(response.statusCode, response.body).toBe(200);
      else {
        expect(response.statusCode).toBe(409);
        expect(fieldsOf(response.body).message).toMatch(/20 requests waiting for an answer/);
      }
    }
    const list = (await callAs(t.app, liam.token, 'GET', '/api/meetings')).json<{
      requestsOut: unknown[];
      requestsLeft: number;
    }>();
    expect(list.requestsOut).toHaveLength(MAX_OPEN_REQUESTS);
    expect(list.requestsLeft).toBe(0);
  });

  it('lets a member block another company: its waiting requests are declined and new ones refused', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const liam = await sydney();
    await createDirectoryEntry(t.db, liam.companyId, {
      name: 'Botany Freight Lines',
      country: 'AU',
      city: 'Sydney',
      services: ['sea-freight'],
    });
    const slug = (
      await t.db
        .selectFrom('companies')
        .select('slug')
        .where('id', '=', liam.companyId)
        .executeTakeFirstOrThrow()
    ).slug!;
    const waiting = (await request(liam.token, dana.hashId, '2027-03-17T16:00:00.000Z')).json<MeetingView>();
    const blocked = await callAs(t.app, dana.token, 'POST', '/api/meetings/blocks', { company: slug });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(
      blocked.json<{ blocked: { company: { slug: string } }[] }>().blocked.map((entry) => entry.company.slug),
    ).toEqual([slug]);
    const declined = await callAs(t.app, liam.token, 'GET', `/api/meetings/meeting?id=${waiting.id}`);
    expect(declined.json<MeetingView>()).toMatchObject({ status: 'declined', endedBy: 'them' });
    const refused = await request(liam.token, dana.hashId, '2027-03-17T17:00:00.000Z');
    expect(refused.statusCode).toBe(403);
    expect(fieldsOf(refused.body).message).toBe(
      'Dana Reyes does not take meeting requests from your company.',
    );
    await callAs(t.app, dana.token, 'POST', '/api/meetings/blocks/remove', { company: slug });
    expect((await request(liam.token, dana.hashId, '2027-03-17T17:00:00.000Z')).statusCode).toBe(200);
  });
});

describe(`validation, on ${dialect}`, () => {
  it('answers a bad zone, overlapping hours and a repeated day off with field messages', async () => {
    const member = await signedInMember(t.db, { signedInAt: now });
    const save = (body: unknown) => callAs(t.app, member.token, 'POST', '/api/meetings/availability', body);
    for (const timeZone of ['EST', '+04:00', 'Atlantis/Poseidonia']) {
      const response = await save({ timeZone, hours: weekdays('09:00', '17:00') });
      expect(response.statusCode, timeZone).toBe(400);
      expect(fieldsOf(response.body).fields?.timeZone, timeZone).toMatch(/region and city/);
    }
    const overlapping = await save({
      timeZone: 'Europe/Amsterdam',
      hours: [
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 1, from: '11:00', to: '13:00' },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(fieldsOf(overlapping.body).fields).toEqual({
      'hours.1.from': 'This overlaps 09:00–12:00 on Monday.',
    });
    const backwards = await save({
      timeZone: 'Europe/Amsterdam',
      hours: [{ weekday: 2, from: '17:00', to: '09:00' }],
    });
    expect(fieldsOf(backwards.body).fields).toEqual({ 'hours.0.to': 'The end must be after the start.' });
    const twice = await save({
      timeZone: 'Europe/Amsterdam',
      hours: [],
      daysOff: [{ date: '2027-04-27' }, { date: '2027-04-27' }],
    });
    expect(fieldsOf(twice.body).fields).toEqual({ 'daysOff.1.date': 'This day is already in the list.' });
    const saved = await save({
      timeZone: 'europe/amsterdam',
      hours: weekdays('09:00', '17:00'),
      daysOff: [{ date: '2027-04-27', note: "King's Day" }],
    });
    expect(saved.json()).toMatchObject({
      timeZone: 'Europe/Amsterdam',
      daysOff: [{ date: '2027-04-27', note: "King's Day" }],
    });
  });

  it('refuses a time off the half-hour grid, in the past, too soon, outside the hours or on a day off', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const liam = await sydney();
    const cases: [string, number, RegExp][] = [
      ['2027-03-15T20:10:00.000Z', 400, /on the hour or at half past/],
      ['2027-03-09T20:00:00.000Z', 400, /has passed/],
      ['2027-03-10T00:30:00.000Z', 400, /at least 60 minutes from now/],
      [
        '2027-03-15T03:00:00.000Z',
        409,
        /Dana Reyes does not take meetings at that time \(Sunday 14 March 2027, 23:00/,
      ],
      ['2027-09-15T15:00:00.000Z', 400, /up to 90 days ahead/],
    ];
    for (const [startsAt, status, message] of cases) {
      const response = await request(liam.token, dana.hashId, startsAt);
      expect(response.statusCode, startsAt).toBe(status);
      expect(fieldsOf(response.body).fields?.startsAt, startsAt).toMatch(message);
    }
    const unknown = await request(liam.token, 'ffffffffffffffff', '2027-03-15T20:00:00.000Z');
    expect(unknown.statusCode).toBe(404);
    const badPlace = await callAs(t.app, liam.token, 'POST', '/api/meetings/request', {
      person: dana.hashId,
      startsAt: '2027-03-15T20:00:00.000Z',
      subject: '',
      place: { kind: 'video', url: 'http://meet.example.com/x' },
    });
    expect(fieldsOf(badPlace.body).fields).toEqual({
      subject: 'Enter the subject.',
      'place.url': 'Give the video call link, starting with https://.',
    });
    expect(
      await t.db.selectFrom('meetings').select('id').where('invitee_id', '=', dana.userId).execute(),
    ).toEqual([]);
  });
});

describe(`the private calendar feed, on ${dialect}`, () => {
  it('serves the member’s meetings at a secret address until it is replaced or revoked', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const liam = await sydney();
    const asked = (await request(liam.token, dana.hashId, '2027-03-18T20:00:00.000Z')).json<MeetingView>();
    await callAs(t.app, dana.token, 'POST', '/api/meetings/accept', {
      meeting: asked.id,
      sequence: asked.sequence,
    });
    const created = await callAs(t.app, dana.token, 'POST', '/api/meetings/feed');
    expect(created.statusCode, created.body).toBe(200);
    const { webcalUrl, httpsUrl } = created.json<{ webcalUrl: string; httpsUrl: string }>();
    expect(webcalUrl).toMatch(
      /^webcal:\/\/portal\.test\/api\/meetings\/feed\/[A-Za-z0-9_-]{43}\/meetings\.ics$/,
    );
    const path = new URL(httpsUrl).pathname;
    const token = path.split('/')[4]!;
    const stored = await t.db
      .selectFrom('meeting_profiles')
      .select('feed_token_hash')
      .where('user_id', '=', dana.userId)
      .executeTakeFirstOrThrow();
    expect(stored.feed_token_hash).not.toContain(token);

    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = unfoldCalendar(feed.body);
    expect(calendarField(calendar, 'METHOD')).toBe('PUBLISH');
    expect(calendarField(calendar, 'DTSTART')).toBe('20270318T200000Z');
    expect(calendarField(calendar, 'SUMMARY')).toBe(
      'Transpacific reefer rates — Liam Nguyen\\, Botany Freight Lines',
    );

    const replaced = (await callAs(t.app, dana.token, 'POST', '/api/meetings/feed')).json<{
      httpsUrl: string;
    }>();
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const newPath = new URL(replaced.httpsUrl).pathname;
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
    await callAs(t.app, dana.token, 'POST', '/api/meetings/feed/revoke');
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(404);
    expect((await callAs(t.app, dana.token, 'GET', '/api/meetings/feed')).json()).toEqual({
      active: false,
      createdAt: null,
    });
  });
});

describe(`one meeting's calendar file, on ${dialect}`, () => {
  it('gives a confirmed meeting to its two people only, under the invitation’s UID', async () => {
    now = new Date('2027-03-10T00:00:00Z');
    const dana = await newYork();
    const liam = await sydney();
    const outsider = await sydney();
    const asked = (await request(liam.token, dana.hashId, '2027-03-19T20:00:00.000Z')).json<MeetingView>();
    const path = meetingCalendarPath(asked.id);
    // A request nobody has accepted is not yet in anyone's calendar.
    expect((await callAs(t.app, liam.token, 'GET', path)).statusCode).toBe(404);
    await callAs(t.app, dana.token, 'POST', '/api/meetings/accept', {
      meeting: asked.id,
      sequence: asked.sequence,
    });

    const [invitation] = await invitationsTo(t.db, dana.email);
    for (const member of [dana, liam]) {
      const file = await callAs(t.app, member.token, 'GET', path);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="dfa-meeting-${asked.id}.ics"`);
      const calendar = unfoldCalendar(file.body);
      expect(calendarField(calendar, 'UID')).toBe(calendarField(invitation!.calendar, 'UID'));
      expect(calendarField(calendar, 'DTSTART')).toBe('20270319T200000Z');
    }
    const refused = await callAs(t.app, outsider.token, 'GET', path);
    expect(refused.statusCode).toBe(404);
    expect(fieldsOf(refused.body).message).toBe('There is no confirmed meeting of yours by that number.');
    expect((await callAs(t.app, dana.token, 'GET', '/api/meetings/meeting/x1/meeting.ics')).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});
