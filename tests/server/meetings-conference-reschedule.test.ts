import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import type { MeetingView } from '../../shared/api/meetings';
import { adminSession, signedInMember } from '../support/members';
import { calendarField, callAs, invitationsTo, registerForEvent } from './support/meetings';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

const dialect = usingPostgres() ? 'PostgreSQL' : 'SQLite';

const now = new Date('2027-02-01T08:00:00Z');
let t: TestApp;
const slug = 'dfa-gulf-meetup-2027';
const title = 'DFA Gulf Meetup 2027';

/**
 * One day in Dubai (UTC+04:00 all year): 30-minute slots from 09:00 to 12:00 with a break at
 * 10:30, two tables. Its slots in UTC: 05:00, 05:30, 06:00, then 07:00 and 07:30.
 */
const AT = {
  nine: '2027-03-10T05:00:00.000Z',
  nineThirty: '2027-03-10T05:30:00.000Z',
  ten: '2027-03-10T06:00:00.000Z',
  eleven: '2027-03-10T07:00:00.000Z',
  elevenThirty: '2027-03-10T07:30:00.000Z',
};

type Attendee = Awaited<ReturnType<typeof signedInMember>> & { name: string };

async function attendee(firstName: string, companyName: string): Promise<Attendee> {
  const member = await signedInMember(t.db, { firstName, lastName: 'Haddad', companyName, signedInAt: now });
  await registerForEvent(t.db, slug, member, { name: `${firstName} Haddad`, company: companyName, now });
  return { ...member, name: `${firstName} Haddad` };
}

/** `from` books `to` into the slot at `startsAt` and `to` accepts: the meeting as `from` sees it. */
async function confirmed(from: Attendee, to: Attendee, startsAt: string): Promise<MeetingView> {
  const asked = await callAs(t.app, from.token, 'POST', '/api/meetings/conference/request', {
    event: slug,
    person: to.hashId,
    startsAt,
    subject: 'Feeder space Jebel Ali to Sohar',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const request = asked.json<MeetingView>();
  const accepted = await callAs(t.app, to.token, 'POST', '/api/meetings/accept', {
    meeting: request.id,
    sequence: request.sequence,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return meetingAs(from, request.id);
}

async function meetingAs(member: Attendee, id: number): Promise<MeetingView> {
  const response = await callAs(t.app, member.token, 'GET', `/api/meetings/meeting?id=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MeetingView>();
}

async function emailsTo(...members: Attendee[]): Promise<number> {
  const row = await t.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(
      'recipient',
      'in',
      members.map((member) => member.email),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.db
    .insertInto('events')
    .values({
      slug,
      title,
      summary: 'A morning of one-to-one meetings.',
      description: 'Members meet at numbered tables.',
      starts_at: '2027-03-10T05:00:00.000Z',
      ends_at: '2027-03-10T08:00:00.000Z',
      time_zone: 'Asia/Dubai',
      attendance: 'offline',
      venue_name: 'Harbour Hall',
      city: 'Dubai',
      country: 'AE',
      created_at: now.toISOString(),
    })
    .execute();
  const saved = await callAs(t.app, await adminSession(t.db, now), 'POST', '/api/admin/meetings/conference', {
    event: slug,
    slotMinutes: 30,
    tables: 2,
    days: [
      {
        date: '2027-03-10',
        from: '09:00',
        to: '12:00',
        breaks: [{ from: '10:30', to: '11:00', label: 'Coffee' }],
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe(`rescheduling a conference meeting, on ${dialect}`, () => {
  it('moves a booked meeting only to a free slot of the grid, and tells both people with the updated invitation', async () => {
    const omar = await attendee('Omar', 'Khalifa Port Logistics');
    const sofia = await attendee('Sofia', 'Sohar Feeder Agency');
    const [chen, dina, eli, farah] = await Promise.all([
      attendee('Chen', 'Ningbo Box Lines'),
      attendee('Dina', 'Aqaba Bulk Services'),
      attendee('Eli', 'Haifa Reefer Agency'),
      attendee('Farah', 'Karachi Consolidators'),
    ]);
    // Omar keeps New York time; Sofia never set a zone, so she reads the event's.
    const zone = await callAs(t.app, omar.token, 'POST', '/api/meetings/availability', {
      timeZone: 'America/New_York',
      hours: [],
    });
    expect(zone.statusCode, zone.body).toBe(200);

    const meeting = await confirmed(omar, sofia, AT.nine);
    // 09:30 has no table left; at 11:00 Sofia is busy with Chen.
    await confirmed(chen, dina, AT.nineThirty);
    await confirmed(eli, farah, AT.nineThirty);
    await confirmed(sofia, chen, AT.eleven);

    const slots = await callAs(
      t.app,
      omar.token,
      'GET',
      `/api/meetings/conference/slots?event=${slug}&person=${sofia.hashId}`,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    const offered = slots.json<{
      you: { timeZone: string };
      them: { timeZone: string };
      slots: {
        startsAt: string;
        time: string;
        yours: { time: string };
        theirs: { time: string; offset: string };
      }[];
    }>();
    expect(offered.you.timeZone).toBe('America/New_York');
    expect(offered.them.timeZone).toBe('Asia/Dubai');
    expect(offered.slots.map((slot) => slot.startsAt)).toEqual([AT.ten, AT.elevenThirty]);
    // 10:00 in Dubai is 01:00 in New York, still on standard time in the week before its change.
    expect(offered.slots[0]).toMatchObject({
      time: '10:00',
      yours: { time: '01:00' },
      theirs: { time: '10:00', offset: '+04:00' },
    });

    const sentBefore = await emailsTo(omar, sofia);
    const refusals: [string, number, string][] = [
      ['2027-03-10T06:10:00.000Z', 400, `Choose one of the meeting slots of ${title}.`],
      ['2027-03-10T06:30:00.000Z', 400, `Choose one of the meeting slots of ${title}.`],
      ['2027-03-11T05:00:00.000Z', 400, `Choose one of the meeting slots of ${title}.`],
      [AT.nineThirty, 409, 'Every table is taken in that slot. Choose another slot.'],
      [AT.eleven, 409, 'Sofia Haddad is no longer free at that time. Choose another slot.'],
    ];
    for (const [startsAt, status, message] of refusals) {
      const refused = await callAs(t.app, omar.token, 'POST', '/api/meetings/reschedule', {
        meeting: meeting.id,
        sequence: meeting.sequence,
        startsAt,
      });
      expect(refused.statusCode, `${startsAt}: ${refused.body}`).toBe(status);
      expect(errorEnvelopeSchema.parse(refused.json()).error.fields).toEqual({ startsAt: message });
      expect(await meetingAs(omar, meeting.id)).toMatchObject({
        status: 'confirmed',
        startsAt: AT.nine,
        sequence: meeting.sequence,
        place: { kind: 'table', table: meeting.place.kind === 'table' ? meeting.place.table : -1 },
      });
    }
    expect(await emailsTo(omar, sofia)).toBe(sentBefore);

    const moved = await callAs(t.app, omar.token, 'POST', '/api/meetings/reschedule', {
      meeting: meeting.id,
      sequence: meeting.sequence,
      startsAt: AT.ten,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<MeetingView>()).toMatchObject({
      status: 'requested',
      awaiting: 'them',
      startsAt: AT.ten,
      endsAt: '2027-03-10T06:30:00.000Z',
      sequence: meeting.sequence + 1,
      place: { kind: 'table', table: 1, event: { slug, title } },
      you: { local: { time: '01:00' } },
      them: { local: { time: '10:00' } },
    });
    for (const member of [omar, sofia]) {
      const invitation = (await invitationsTo(t.db, member.email)).at(-1)!;
      expect(invitation.method).toBe('REQUEST');
      expect(calendarField(invitation.calendar, 'SEQUENCE')).toBe(String(meeting.sequence + 1));
      expect(calendarField(invitation.calendar, 'DTSTART')).toBe('20270310T060000Z');
      expect(calendarField(invitation.calendar, 'LOCATION')).toBe(`Table 1 at ${title}`);
    }

    // Sofia accepts the new slot; the old one is free again for both.
    const accepted = await callAs(t.app, sofia.token, 'POST', '/api/meetings/accept', {
      meeting: meeting.id,
      sequence: meeting.sequence + 1,
    });
    expect(accepted.json<MeetingView>()).toMatchObject({ status: 'confirmed', startsAt: AT.ten });
    const after = await callAs(
      t.app,
      sofia.token,
      'GET',
      `/api/meetings/conference/slots?event=${slug}&person=${omar.hashId}`,
    );
    expect(after.json<{ slots: { startsAt: string }[] }>().slots.map((slot) => slot.startsAt)).toEqual([
      AT.nine,
      AT.elevenThirty,
    ]);
  });

  it('lets the person a conference request waits for propose another slot of the grid', async () => {
    const gamal = await attendee('Gamal', 'Suez Canal Agencies');
    const hana = await attendee('Hana', 'Busan Transhipment Co');
    const asked = await callAs(t.app, gamal.token, 'POST', '/api/meetings/conference/request', {
      event: slug,
      person: hana.hashId,
      startsAt: AT.nine,
      subject: 'Transhipment via Busan',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<MeetingView>();
    const outside = await callAs(t.app, hana.token, 'POST', '/api/meetings/propose', {
      meeting: request.id,
      sequence: request.sequence,
      startsAt: '2027-03-10T08:00:00.000Z',
    });
    expect(outside.statusCode).toBe(400);
    const proposed = await callAs(t.app, hana.token, 'POST', '/api/meetings/propose', {
      meeting: request.id,
      sequence: request.sequence,
      startsAt: AT.elevenThirty,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json<MeetingView>()).toMatchObject({
      status: 'requested',
      awaiting: 'them',
      startsAt: AT.elevenThirty,
      place: { kind: 'table' },
    });
  });
});
