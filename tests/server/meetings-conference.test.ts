import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import type { MeetingView } from '../../shared/api/meetings';
import { adminSession, insertMember, type InsertedMember } from '../support/members';
import { createSession } from '../../src-server/http/sessions';
import { calendarField, callAs, registerForEvent, unfoldCalendar } from './support/meetings';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

const dialect = usingPostgres() ? 'PostgreSQL' : 'SQLite';
const COMPANIES = 200;
const ROUNDS = 20;

let now = new Date('2027-02-01T08:00:00Z');
let t: TestApp;
let admin: string;
const slug = 'dfa-annual-conference-2027';

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await adminSession(t.db, now);
  await t.db
    .insertInto('events')
    .values({
      slug,
      title: 'DFA Annual Conference 2027',
      summary: 'Two days of one-to-one meetings.',
      description: 'Members meet at numbered tables.',
      starts_at: '2027-03-10T05:00:00.000Z',
      ends_at: '2027-03-11T14:00:00.000Z',
      time_zone: 'Asia/Dubai',
      attendance: 'offline',
      venue_name: 'Harbour Hall',
      city: 'Dubai',
      country: 'AE',
      created_at: now.toISOString(),
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

interface Attendee extends InsertedMember {
  token: string;
  name: string;
}

/** A member company with one person, registered for the conference with their account's email. */
async function registeredCompany(index: number): Promise<Attendee> {
  const name = `Meridian Cargo ${String(index).padStart(3, '0')}`;
  const member = await insertMember(t.db, {
    companyName: name,
    firstName: 'Sam',
    lastName: `Okafor ${index}`,
    membership: index % 2 ? 'premium' : 'standard_active',
  });
  await registerForEvent(t.db, slug, member, { name: `Sam Okafor ${index}`, company: name, now });
  return { ...member, name, token: (await createSession(t.db, member.userId, now)).token };
}

const SETTINGS = {
  event: slug,
  slotMinutes: 30,
  tables: 100,
  days: [
    {
      date: '2027-03-10',
      from: '09:00',
      to: '17:00',
      breaks: [{ from: '12:30', to: '13:30', label: 'Lunch' }],
    },
    { date: '2027-03-11', from: '09:00', to: '13:00', breaks: [] },
  ],
};

describe(`the conference grid, on ${dialect}`, () => {
  let attendees: Attendee[];
  let grid: { startsAt: string; time: string }[];

  it('lets an admin set the days, slot length, breaks and tables, and checks them', async () => {
    const bad = await callAs(t.app, admin, 'POST', '/api/admin/meetings/conference', {
      ...SETTINGS,
      slotMinutes: 17,
      days: [{ date: '2027-03-10', from: '09:00', to: '08:00', breaks: [] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).error.fields).toEqual({
      slotMinutes: 'Give the slot length in steps of five minutes.',
      'days.0.to': 'The day must end after it starts.',
    });
    const saved = await callAs(t.app, admin, 'POST', '/api/admin/meetings/conference', SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    attendees = [];
    for (let index = 1; index <= COMPANIES; index += 1) attendees.push(await registeredCompany(index));
    const conference = await callAs(
      t.app,
      attendees[0]!.token,
      'GET',
      `/api/meetings/conference?event=${slug}`,
    );
    expect(conference.statusCode, conference.body).toBe(200);
    const body = conference.json<{
      registered: boolean;
      grid: { date: string; slots: { startsAt: string; time: string }[] }[];
      attendees: unknown[];
    }>();
    expect(body.registered).toBe(true);
    expect(body.attendees).toHaveLength(COMPANIES - 1);
    // Dubai is UTC+4: 09:00 is 05:00 UTC. The lunch break leaves 12:00 and then 13:30.
    expect(body.grid.map((day) => day.slots.length)).toEqual([14, 8]);
    expect(body.grid[0]!.slots[0]).toMatchObject({ startsAt: '2027-03-10T05:00:00.000Z', time: '09:00' });
    expect(body.grid[0]!.slots.map((slot) => slot.time)).toContain('13:30');
    expect(body.grid[0]!.slots.map((slot) => slot.time)).not.toContain('12:30');
    grid = body.grid.flatMap((day) => day.slots);
  }, 120_000);

  it(`books ${(COMPANIES / 2) * ROUNDS} meetings among ${COMPANIES} companies without a clash`, async () => {
    // A round-robin: in each round every company meets another one, all in the round's slot.
    const ring = attendees.slice(1);
    const pairs: [Attendee, Attendee, number][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = [attendees[0]!, ...ring.slice(round), ...ring.slice(0, round)];
      for (let index = 0; index < COMPANIES / 2; index += 1) {
        pairs.push([order[index]!, order[COMPANIES - 1 - index]!, round]);
      }
    }
    const booked: MeetingView[] = [];
    const concurrency = usingPostgres() ? 8 : 1;
    for (let start = 0; start < pairs.length; start += concurrency) {
      await Promise.all(
        pairs.slice(start, start + concurrency).map(async ([from, to, round]) => {
          const asked = await callAs(t.app, from.token, 'POST', '/api/meetings/conference/request', {
            event: slug,
            person: to.hashId,
            startsAt: grid[round]!.startsAt,
            subject: 'Agency partnership in the Gulf',
          });
          expect(asked.statusCode, asked.body).toBe(200);
          const request = asked.json<MeetingView>();
          const accepted = await callAs(t.app, to.token, 'POST', '/api/meetings/accept', {
            meeting: request.id,
            sequence: request.sequence,
          });
          expect(accepted.statusCode, accepted.body).toBe(200);
          booked.push(accepted.json<MeetingView>());
        }),
      );
    }
    expect(booked).toHaveLength((COMPANIES / 2) * ROUNDS);

    // A company already booked in a slot cannot be booked again in it, by anyone.
    const [first, second] = [attendees[0]!, attendees[1]!];
    const clash = await callAs(t.app, second.token, 'POST', '/api/meetings/conference/request', {
      event: slug,
      person: first.hashId,
      startsAt: grid[0]!.startsAt,
      subject: 'A second meeting in the same slot',
    });
    expect(clash.statusCode).toBe(409);

    const rows = await t.db
      .selectFrom('meetings')
      .select(['requester_id', 'invitee_id', 'starts_at', 'table_number', 'status'])
      .where('event_id', 'is not', null)
      .execute();
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength((COMPANIES / 2) * ROUNDS);
    const seats = new Set<string>();
    const tables = new Set<string>();
    for (const row of rows) {
      for (const person of [row.requester_id, row.invitee_id]) {
        const seat = `${person} ${row.starts_at}`;
        expect(seats.has(seat), seat).toBe(false);
        seats.add(seat);
      }
      const table = `${row.starts_at} ${row.table_number}`;
      expect(tables.has(table), table).toBe(false);
      tables.add(table);
      expect(row.table_number).toBeGreaterThanOrEqual(1);
      expect(row.table_number).toBeLessThanOrEqual(SETTINGS.tables);
    }
  }, 600_000);

  it('gives every member a printable schedule: per day, table numbers, the other company and its contact', async () => {
    for (const attendee of attendees) {
      const response = await callAs(
        t.app,
        attendee.token,
        'GET',
        `/api/meetings/conference/schedule?event=${slug}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const schedule = response.json<{
        days: {
          date: string;
          label: string;
          meetings: {
            startsAt: string;
            from: string;
            table: number;
            with: { company: { name: string }; email: string };
          }[];
        }[];
      }>();
      expect(schedule.days.map((day) => day.date)).toEqual(['2027-03-10', '2027-03-11']);
      expect(schedule.days[0]!.label).toBe('Wednesday 10 March 2027');
      const meetings = schedule.days.flatMap((day) => day.meetings);
      expect(meetings).toHaveLength(ROUNDS);
      for (const meeting of meetings) {
        expect(meeting.table).toBeGreaterThan(0);
        expect(meeting.with.company.name).toMatch(/^Meridian Cargo \d{3}$/);
        expect(meeting.with.company.name).not.toBe(attendee.name);
        expect(meeting.with.email).toMatch(/@/);
      }
      expect(new Set(meetings.map((meeting) => meeting.startsAt)).size).toBe(ROUNDS);
    }
    const ics = await callAs(
      t.app,
      attendees[5]!.token,
      'GET',
      `/api/meetings/conference/${slug}/meetings.ics`,
    );
    expect(ics.statusCode).toBe(200);
    const calendar = unfoldCalendar(ics.body);
    expect(calendar.match(/^BEGIN:VEVENT$/gm)).toHaveLength(ROUNDS);
    expect(calendarField(calendar, 'DTSTART')).toBe('20270310T050000Z');
    expect(calendarField(calendar, 'LOCATION')).toMatch(/^Table \d+ at DFA Annual Conference 2027$/);
  }, 120_000);

  it('shows the event team every meeting by slot and by company, and lets them move one', async () => {
    const table = await callAs(t.app, admin, 'GET', `/api/admin/meetings/conference?event=${slug}`);
    expect(table.statusCode).toBe(200);
    const body = table.json<{
      bySlot: { startsAt: string; meetings: { meeting: number; table: number }[] }[];
      byCompany: { company: { name: string }; meetings: unknown[] }[];
    }>();
    expect(body.bySlot).toHaveLength(grid.length);
    expect(body.bySlot.slice(0, ROUNDS).every((slot) => slot.meetings.length === COMPANIES / 2)).toBe(true);
    expect(body.byCompany).toHaveLength(COMPANIES);
    expect(body.byCompany.every((company) => company.meetings.length === ROUNDS)).toBe(true);

    const meeting = body.bySlot[0]!.meetings[0]!;
    // Into a slot where both are busy: refused. Into the free slot after the last round: moved.
    const refused = await callAs(t.app, admin, 'POST', '/api/admin/meetings/move', {
      meeting: meeting.meeting,
      startsAt: grid[1]!.startsAt,
    });
    expect(refused.statusCode).toBe(409);
    const moved = await callAs(t.app, admin, 'POST', '/api/admin/meetings/move', {
      meeting: meeting.meeting,
      startsAt: grid[ROUNDS]!.startsAt,
      table: 7,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: grid[ROUNDS]!.startsAt, table: 7, status: 'confirmed' });
    const emails = await t.db
      .selectFrom('outbox')
      .select(['calendar'])
      .where('subject', '=', 'Meeting moved: Agency partnership in the Gulf')
      .execute();
    expect(emails).toHaveLength(2);
    const invitation = unfoldCalendar((JSON.parse(emails[0]!.calendar!) as { content: string }).content);
    expect(calendarField(invitation, 'SEQUENCE')).toBe('2');
    expect(calendarField(invitation, 'LOCATION')).toBe('Table 7 at DFA Annual Conference 2027');
    // The grid cannot shrink under a booked meeting.
    const shrink = await callAs(t.app, admin, 'POST', '/api/admin/meetings/conference', {
      ...SETTINGS,
      tables: 50,
    });
    expect(shrink.statusCode).toBe(409);
  });

  it('lists whom each member met once the meetings are over, for follow-up', async () => {
    const before = await callAs(
      t.app,
      attendees[3]!.token,
      'GET',
      `/api/meetings/conference/met?event=${slug}`,
    );
    expect(before.json<{ met: unknown[] }>().met).toEqual([]);
    now = new Date('2027-03-12T08:00:00Z');
    const after = await callAs(
      t.app,
      attendees[3]!.token,
      'GET',
      `/api/meetings/conference/met?event=${slug}`,
    );
    const met = after.json<{ met: { with: { company: { name: string }; email: string } }[] }>().met;
    expect(met).toHaveLength(ROUNDS);
    expect(new Set(met.map((entry) => entry.with.company.name)).size).toBe(ROUNDS);
  });

  it('keeps people who are not registered out of the grid', async () => {
    now = new Date('2027-02-01T08:00:00Z');
    const outsider = await insertMember(t.db, { companyName: 'Unregistered Shipping' });
    const token = (await createSession(t.db, outsider.userId, now)).token;
    const response = await callAs(t.app, token, 'POST', '/api/meetings/conference/request', {
      event: slug,
      person: attendees[0]!.hashId,
      startsAt: grid[ROUNDS + 1]!.startsAt,
      subject: 'Hello',
    });
    expect(response.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(response.json()).error.message).toBe(
      'Register for DFA Annual Conference 2027 to book meetings there.',
    );
  });
});
