import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { createSignedInMember, signInOnly } from './support/members';
import { nextEmail } from './support/outbox';
import { withE2eDatabase } from './support/database';
import { publishedLead } from './support/leads';
import { saveBid, shippingLeadPath } from '../../shared/api/shipping-leads';
import { addDays, utcDay } from '../../shared/domain/date';

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

/** A member whose company has a directory address of its own, to open its page. */
async function memberWithProfile(firstName: string, company: string): Promise<Member & { slug: string }> {
  const member = await createSignedInMember({ firstName, company });
  const slug = `${company.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`;
  await withE2eDatabase((db) =>
    db.updateTable('companies').set({ slug }).where('id', '=', member.companyId).execute(),
  );
  return { ...member, slug };
}

const EVERY_DAY_ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));

/** Sets the signed-in member's zone and hours through the API, as the availability page sends them. */
async function setHours(page: Page, timeZone: string, hours = EVERY_DAY_ALL_DAY): Promise<void> {
  const answer = await page.request.post('/api/meetings/availability', {
    data: { timeZone, hours, daysOff: [] },
  });
  expect(answer.status()).toBe(200);
}

function calendarOf(mail: { attachments: { contentType: string; content: Buffer }[] }): string {
  const calendar = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  expect(calendar, 'a text/calendar attachment').toBeDefined();
  return calendar!.content.toString('utf8');
}

const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics)?.[1]?.trim();

test.describe('meetings between members', () => {
  test('a member asks another for a meeting from their directory page, they accept, and both get the invitation', async ({
    page,
    baseURL,
  }) => {
    const asker = await memberWithProfile('Priya', 'Sydney Reefer Co');
    const host = await memberWithProfile('Marcus', 'Hudson Bay Forwarding');
    await signInOnly(page, baseURL!, host);
    await setHours(page, 'America/New_York');
    await signInOnly(page, baseURL!, asker);
    await setHours(page, 'Australia/Sydney');

    await page.goto(`/directory/company/${host.slug}`);
    const booking = page.getByRole('region', { name: 'Book a meeting' });
    await booking.getByLabel('Person to meet').selectOption({ label: 'Marcus Berg' });
    const slots = booking.getByRole('group', { name: 'Free half hours, in your time' });
    await expect(slots.getByRole('radio').first()).toBeVisible();
    // Each slot says the other side's wall clock too, with New York's offset that day.
    await expect(slots.getByText(/Marcus Berg: \d\d:\d\d .*\(UTC-0[45]:00\)/).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await booking.getByRole('button', { name: 'Send the request' }).click();
    await expect(slots.getByText('Choose a time from the free slots.')).toBeVisible();
    await slots.getByRole('radio').nth(3).check();
    await booking.getByLabel('Subject').fill('Reefer capacity Sydney to New York');
    await booking.getByLabel('Video call link').fill('https://meet.example.com/dfa-reefer');
    await booking.getByRole('button', { name: 'Send the request' }).click();
    const sent = booking.locator('#meeting-request-sent');
    await expect(sent).toContainText('Your request is sent to Marcus Berg');
    await expect(sent).toBeFocused();
    await expect(page.locator('#dfa-status')).toContainText('Your request is sent to Marcus Berg');

    await page.goto('/meetings');
    await expect(page.getByRole('list', { name: 'Your requests' })).toContainText(
      'Reefer capacity Sydney to New York',
    );

    await signInOnly(page, baseURL!, host);
    await page.goto('/meetings');
    const incoming = page.getByRole('list', { name: 'Requests for you' }).getByRole('listitem').first();
    await expect(incoming).toContainText('Reefer capacity Sydney to New York');
    await expect(incoming).toContainText('Sydney Reefer Co');
    await expectNoAxeViolations(page);
    await incoming.getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('dialog', { name: /^Meet Priya Berg on/ });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('#dfa-status')).toContainText('is confirmed');
    await expect(page.getByText('No requests are waiting for your answer.')).toBeVisible();
    const upcoming = page.getByRole('list', { name: 'Upcoming meetings' });
    await expect(upcoming).toContainText('Reefer capacity Sydney to New York');
    await expect(upcoming.getByRole('link', { name: /Add to your calendar/ })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: asker.email })).toBeVisible();

    const toAsker = await nextEmail(asker.email, /^Meeting confirmed: Reefer capacity Sydney to New York$/);
    const toHost = await nextEmail(host.email, /^Meeting confirmed: Reefer capacity Sydney to New York$/);
    const [askerIcs, hostIcs] = [calendarOf(toAsker), calendarOf(toHost)];
    expect(askerIcs).toContain('METHOD:REQUEST');
    expect(uidOf(askerIcs)).toBeTruthy();
    expect(uidOf(hostIcs)).toBe(uidOf(askerIcs));
    expect(/^DTSTART:(\S+)$/m.exec(hostIcs)?.[1]).toBe(/^DTSTART:(\S+)$/m.exec(askerIcs)?.[1]);

    // The same meeting as a calendar file from the page.
    const download = await page.request.get(
      (await upcoming
        .getByRole('link', { name: /Add to your calendar/ })
        .first()
        .getAttribute('href'))!,
    );
    expect(download.headers()['content-type']).toContain('text/calendar');
    expect(uidOf(await download.text())).toBe(uidOf(hostIcs));
  });

  test('a member books a meeting with a company from the conference’s attendee list', async ({
    page,
    baseURL,
  }) => {
    const host = await memberWithProfile('Hamed', 'Sohar Bulk Terminals');
    const asker = await createSignedInMember({ firstName: 'Elif', company: 'Izmir Consolidation Hub' });
    await withE2eDatabase(async (db) => {
      const event = await db
        .selectFrom('events')
        .select('id')
        .where('slug', '=', '1st-dfa-annual-conference')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('event_attendees')
        .values({
          event_id: event.id,
          company_id: host.companyId,
          registration_id: null,
          source: 'import',
          recorded_by: null,
          recorded_at: new Date().toISOString(),
        })
        .execute();
    });
    await signInOnly(page, baseURL!, host);
    await setHours(page, 'Asia/Muscat');
    await signInOnly(page, baseURL!, asker);
    await setHours(page, 'Europe/Istanbul');

    await page.goto('/events/annual-conference-attendees-list');
    const opener = page
      .getByRole('list', { name: 'Companies that attended' })
      .getByRole('button', { name: `Book a meeting with ${host.company}` });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const heading = page.getByRole('heading', { name: `Book a meeting with ${host.company}` });
    await expect(heading).toBeFocused();
    const booking = page.getByRole('region', { name: `Book a meeting with ${host.company}` });
    await booking.getByLabel('Person to meet').selectOption({ label: 'Hamed Berg' });
    const slots = booking.getByRole('group', { name: 'Free half hours, in your time' });
    // Muscat keeps +04:00 all year, beside each of the reader's Istanbul times.
    await expect(slots.getByText(/Hamed Berg: \d\d:\d\d .*\(UTC\+04:00\)/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await slots.getByRole('radio').nth(2).check();
    await booking.getByLabel('Subject').fill('Bulk cargo follow-up from the Dubai conference');
    await booking.getByLabel('Video call link').fill('https://meet.example.com/sohar-izmir');
    await booking.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.locator('#dfa-status')).toContainText('Your request is sent to Hamed Berg');
    await expect(booking.locator('#meeting-request-sent')).toBeFocused();
    const mail = await nextEmail(host.email, /^Elif Berg asks to meet you$/);
    expect(mail.text).toContain('Bulk cargo follow-up from the Dubai conference');

    await booking.getByRole('button', { name: `Close the booking form for ${host.company}` }).click();
    await expect(booking).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  test('a member that quoted on a lead books a meeting with the member that asked for quotes', async ({
    page,
    baseURL,
  }) => {
    const asker = await memberWithProfile('Omar', 'Gulf Bridge Forwarding');
    const bidder = await createSignedInMember({ firstName: 'Keiko', company: 'Kestrel Freight' });
    await signInOnly(page, baseURL!, asker);
    await setHours(page, 'Asia/Dubai');
    const leadId = await publishedLead('AE', 'JP', { postedBy: asker.companyId });

    await signInOnly(page, baseURL!, bidder);
    await setHours(page, 'Asia/Tokyo');
    await page.goto(shippingLeadPath(leadId));
    await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
    // Who asked is for the companies that quoted.
    await expect(page.getByRole('region', { name: 'Meet Gulf Bridge Forwarding' })).toHaveCount(0);
    const quoted = await page.request.post(saveBid.path, {
      data: {
        leadId,
        kind: 'lump-sum',
        lumpSum: { amount: '3100', currency: 'USD' },
        lines: [],
        validUntil: addDays(utcDay(), 20),
        transitDays: 18,
        freeDays: 7,
        routing: 'Direct service',
        notes: '',
      },
    });
    expect(quoted.status()).toBe(200);
    await page.reload();

    const meeting = page.getByRole('region', { name: 'Meet Gulf Bridge Forwarding' });
    await expect(meeting.getByRole('link', { name: 'Gulf Bridge Forwarding' })).toHaveAttribute(
      'href',
      `/directory/company/${asker.slug}`,
    );
    await meeting.getByLabel('Person to meet').selectOption({ label: 'Omar Berg' });
    await meeting
      .getByRole('group', { name: 'Free half hours, in your time' })
      .getByRole('radio')
      .nth(2)
      .check();
    await meeting.getByLabel('Subject').fill(`Lead ${leadId}: Jebel Ali to Tokyo`);
    await meeting.getByLabel('Video call link').fill('https://meet.example.com/dfa-lead');
    await meeting.getByRole('button', { name: 'Send the request' }).click();
    await expect(meeting.locator('#meeting-request-sent')).toContainText('Your request is sent to Omar Berg');
    await expectNoAxeViolations(page);

    const mail = await nextEmail(asker.email, /^Keiko Berg asks to meet you$/);
    expect(mail.text).toContain('Keiko Berg of Kestrel Freight asks to meet you');
    expect(mail.text).toContain(`Lead ${leadId}: Jebel Ali to Tokyo`);
  });

  test.describe('meeting hours', () => {
    test.use({ timezoneId: 'Asia/Dubai' });

    test('a member confirms the time zone guessed from the browser, sets hours, and is then bookable', async ({
      page,
      baseURL,
    }) => {
      const host = await memberWithProfile('Layla', 'Gulf Box Logistics');
      const visitor = await createSignedInMember({ firstName: 'Tomasz', company: 'Vistula Cargo' });
      await signInOnly(page, baseURL!, host);
      await page.goto('/meetings/availability');
      const zone = page.getByLabel('Time zone', { exact: true });
      await expect(zone).toHaveValue('Asia/Dubai');
      await expect(page.getByText('We took Asia/Dubai from your browser.')).toBeVisible();
      await expectNoAxeViolations(page);

      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
        await page.getByRole('button', { name: `Add hours on ${day}` }).click();
        const group = page.getByRole('group', { name: day, exact: true });
        await expect(group.getByLabel('From')).toBeFocused();
        await group.getByLabel('From').fill('08:00');
        await group.getByLabel('To').fill('20:00');
      }
      // A second range that ends before it starts is refused beside its field.
      await page.getByRole('button', { name: 'Add hours on Monday' }).click();
      const monday = page.getByRole('group', { name: 'Monday', exact: true });
      await monday.getByLabel('From').nth(1).fill('21:00');
      await monday.getByLabel('To').nth(1).fill('20:30');
      await page.getByRole('button', { name: 'Save meeting hours' }).click();
      await expect(monday.getByText('The end must be after the start.')).toBeVisible();
      await monday.getByRole('button', { name: 'Remove these Monday hours' }).nth(1).click();
      await expect(monday.getByLabel('From')).toHaveCount(1);

      await page.getByRole('button', { name: 'Save meeting hours' }).click();
      await expect(page.locator('#dfa-status')).toContainText(
        'Your meeting hours are saved: 7 ranges a week in Asia/Dubai.',
      );
      await page.reload();
      await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Dubai');
      await expect(page.getByRole('group', { name: 'Friday', exact: true }).getByLabel('To')).toHaveValue(
        '20:00',
      );
      await expect(page.getByText('We took Asia/Dubai from your browser.')).toBeHidden();

      await signInOnly(page, baseURL!, visitor);
      await setHours(page, 'Europe/Warsaw');
      await page.goto(`/directory/company/${host.slug}`);
      const booking = page.getByRole('region', { name: 'Book a meeting' });
      await booking.getByLabel('Person to meet').selectOption({ label: 'Layla Berg' });
      const slots = booking.getByRole('group', { name: 'Free half hours, in your time' });
      await expect(slots.getByRole('radio').first()).toBeVisible();
      // Dubai keeps +04:00 all year; its hours run from 08:00 to the last half hour before 20:00.
      await expect(slots.getByText(/Layla Berg: 08:00 .*\(UTC\+04:00\)/).first()).toBeVisible();
      await expect(slots.getByText(/Layla Berg: 19:30 /).first()).toBeVisible();
      await expect(slots.getByText(/Layla Berg: 20:00 /)).toHaveCount(0);
    });
  });

  test('the account page shows a member’s time zone, weekly hours and days off, and leads to the editor', async ({
    page,
    baseURL,
  }) => {
    const member = await createSignedInMember({ firstName: 'Karim', company: 'Casablanca Groupage' });
    await signInOnly(page, baseURL!, member);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Meeting hours' });
    await expect(section).toContainText('You have not set your meeting hours yet.');
    await expect(section.getByRole('link', { name: 'Set your meeting hours' })).toHaveAttribute(
      'href',
      '/meetings/availability',
    );

    const dayOff = daysFromNow(12);
    const saved = await page.request.post('/api/meetings/availability', {
      data: {
        timeZone: 'Africa/Casablanca',
        hours: [
          { weekday: 1, from: '09:00', to: '12:00' },
          { weekday: 1, from: '14:00', to: '17:30' },
          { weekday: 4, from: '10:00', to: '16:00' },
        ],
        daysOff: [{ date: dayOff, note: 'Customs audit' }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.reload();
    // The section is one of the page's own, reached from its navigation.
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Meeting hours' })
      .click();
    await expect(section.getByRole('heading', { name: 'Meeting hours' })).toBeInViewport();
    await expect(section.getByRole('definition').filter({ hasText: 'Africa/Casablanca' })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveText([
      'Monday: 09:00–12:00, 14:00–17:30',
      'Thursday: 10:00–16:00',
      new RegExp(`^\\w+day ${Number(dayOff.slice(8))} \\w+ ${dayOff.slice(0, 4)} \\(Customs audit\\)$`),
    ]);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 360, height: 780 });
    await expect(section.getByRole('link', { name: 'Edit meeting hours' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await section.getByRole('link', { name: 'Edit meeting hours' }).click();
    await expect(page).toHaveURL(/\/meetings\/availability$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting hours' })).toBeVisible();
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Africa/Casablanca');
  });

  test('an applicant is told why meetings are closed instead of a form', async ({ page, baseURL }) => {
    const host = await memberWithProfile('Noor', 'Doha Air Cargo');
    const applicant = await createSignedInMember({ firstName: 'Ines', membership: 'pending' });
    await signInOnly(page, baseURL!, applicant);
    await page.goto(`/directory/company/${host.slug}`);
    const booking = page.getByRole('region', { name: 'Book a meeting' });
    await expect(booking).toContainText('Meetings with other members open once your membership is approved.');
    await expect(booking.getByRole('button', { name: 'Send the request' })).toHaveCount(0);
    await page.goto('/meetings');
    await expect(
      page.getByText('Meetings with other members open once your membership is approved.'),
    ).toBeVisible();
    await page.goto('/account');
    const hours = page.getByRole('region', { name: 'Meeting hours' });
    await expect(hours).toContainText('Meetings with other members open once your membership is approved.');
    await expect(hours.getByRole('link', { name: /meeting hours/ })).toHaveCount(0);
  });

  test.describe('pages at 360 px and the calendar feed', () => {
    // Making a feed before choosing a time zone is refused (409), as the test provokes.
    test.use({ expectedApiStatuses: [409] });

    test('the meetings, meeting hours and conference pages have no accessibility violations at 360 px', async ({
      page,
      baseURL,
    }) => {
      const member = await createSignedInMember({ firstName: 'Aiko', company: 'Osaka Bay Shipping' });
      await signInOnly(page, baseURL!, member);
      await page.setViewportSize({ width: 360, height: 780 });
      for (const [path, heading] of [
        ['/meetings', 'Meetings'],
        ['/meetings/availability', 'Meeting hours'],
        ['/events/global-freight-summit/meetings', 'Conference meetings'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(/^Loading /)).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await expectNoAxeViolations(page);
      }
      // The feed shows times in the member's zone: it needs one.
      await page.goto('/meetings');
      await page.getByRole('button', { name: 'Make a feed address' }).click();
      await expect(
        page.locator('#main').getByText('Set your time zone and meeting hours first'),
      ).toBeVisible();
      await expect(page.locator('#dfa-alert')).toContainText('Set your time zone and meeting hours first');
      await setHours(page, 'Asia/Tokyo');
      await page.getByRole('button', { name: 'Make a feed address' }).click();
      const address = page.getByLabel('Your private feed address (shown this once)');
      await expect(address).toBeFocused();
      await expect(address).toHaveValue(
        /^webcal:\/\/.+\/api\/meetings\/feed\/[A-Za-z0-9_-]{43}\/meetings\.ics$/,
      );
      const feedUrl = (await address.inputValue()).replace(
        /^webcal:/,
        baseURL!.startsWith('https') ? 'https:' : 'http:',
      );
      await page.getByRole('button', { name: 'Revoke the feed' }).click();
      await page
        .getByRole('dialog', { name: 'Revoke your calendar feed?' })
        .getByRole('button', { name: 'Revoke the feed' })
        .click();
      await expect(page.locator('#dfa-status')).toContainText('Your calendar feed is revoked.');
      await expect(page.getByText('You have no calendar feed.')).toBeVisible();
      expect((await page.request.get(new URL(new URL(feedUrl).pathname, baseURL).toString())).status()).toBe(
        404,
      );
    });
  });
});

/** The calendar day `days` from today, as the grid's settings take it. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

/**
 * A one-day-or-more event in Dubai (UTC+04:00 all year) whose first day is `day`, with the
 * members registered for it under their accounts' emails. Returns its address.
 */
async function conferenceEvent(attendees: Member[], day: string, lastDay = day): Promise<string> {
  const slug = `dfa-meetup-${randomBytes(3).toString('hex')}`;
  await withE2eDatabase(async (db) => {
    const now = new Date().toISOString();
    const event = await db
      .insertInto('events')
      .values({
        slug,
        title: 'DFA Gulf meetup',
        summary: 'A day of one-to-one meetings.',
        description: 'Members meet at numbered tables.',
        starts_at: `${day}T04:00:00.000Z`,
        ends_at: `${lastDay}T14:00:00.000Z`,
        time_zone: 'Asia/Dubai',
        attendance: 'offline',
        venue_name: 'Harbour Hall',
        city: 'Dubai',
        country: 'AE',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const member of attendees) {
      await db
        .insertInto('event_registrations')
        .values({
          event_id: event.id,
          name: member.firstName,
          email: member.email,
          company: member.company,
          phone: null,
          token_hash: `registration-${randomBytes(8).toString('hex')}`,
          status: 'active',
          last_idempotency_key: randomBytes(8).toString('hex'),
          ip: '203.0.113.9',
          attribution: null,
          created_at: now,
          updated_at: now,
          cancelled_at: null,
        })
        .execute();
    }
  });
  return slug;
}

/** DFA opens the event's grid, through the API its settings form sends to. */
async function openGrid(page: Page, slug: string, days: string[]): Promise<void> {
  const answer = await page.request.post('/api/admin/meetings/conference', {
    data: {
      event: slug,
      slotMinutes: 30,
      tables: 5,
      days: days.map((date) => ({ date, from: '10:00', to: '12:00', breaks: [] })),
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * `asker` books `host` into the grid's slot at `time` on `date` and `host` accepts, through the
 * API the booking form and the meetings page send to; both pages are tested on their own.
 */
async function bookedConferenceMeeting(
  page: Page,
  baseURL: string,
  {
    slug,
    asker,
    host,
    date,
    time,
    subject,
  }: {
    slug: string;
    asker: Member;
    host: Member;
    date: string;
    time: string;
    subject: string;
  },
): Promise<void> {
  await signInOnly(page, baseURL, asker);
  const conference = (await (await page.request.get(`/api/meetings/conference?event=${slug}`)).json()) as {
    grid: { date: string; slots: { startsAt: string; time: string }[] }[];
    attendees: { person: string; company: { name: string } }[];
  };
  const startsAt = conference.grid
    .find((entry) => entry.date === date)
    ?.slots.find((slot) => slot.time === time)?.startsAt;
  const person = conference.attendees.find((entry) => entry.company.name === host.company)?.person;
  expect(startsAt, `a slot at ${time} on ${date}`).toBeDefined();
  expect(person, `${host.company} among the attendees`).toBeDefined();
  const asked = await page.request.post('/api/meetings/conference/request', {
    data: { event: slug, person, startsAt, subject },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const request = (await asked.json()) as { id: number; sequence: number };
  await signInOnly(page, baseURL, host);
  const accepted = await page.request.post('/api/meetings/accept', {
    data: { meeting: request.id, sequence: request.sequence },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** An .ics text with its folded lines joined, so a field reads whole. */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

test.describe('the conference grid', () => {
  test('DFA opens the grid, one attendee books another into a slot, and both see the table in their schedule', async ({
    page,
    baseURL,
  }) => {
    const admin = await createSignedInMember({
      firstName: 'Ruth',
      isAdmin: true,
      company: 'Digital Freight Alliance',
    });
    const asker = await createSignedInMember({ firstName: 'Omar', company: 'Jebel Ali Consolidators' });
    const host = await createSignedInMember({ firstName: 'Sofia', company: 'Valencia Port Agency' });
    const day = daysFromNow(30);
    const slug = await conferenceEvent([asker, host], day);

    await signInOnly(page, baseURL!, admin);
    await page.goto(`/events/${slug}/meetings`);
    await page.getByRole('button', { name: 'Add a meeting day' }).click();
    const meetingDay = page.getByRole('group', { name: 'Meeting day 1' });
    await meetingDay.getByLabel('Date').fill(day);
    await meetingDay.getByLabel('From').fill('10:00');
    await meetingDay.getByLabel('To').fill('12:00');
    await page.getByLabel('Meeting tables').fill('5');
    await page.getByRole('button', { name: 'Save the grid' }).click();
    await expect(page.locator('#dfa-status')).toContainText(
      'The meeting grid is saved: 1 day, 30-minute slots, 5 tables.',
    );
    await expectNoAxeViolations(page);

    await signInOnly(page, baseURL!, asker);
    await page.goto(`/events/${slug}/meetings`);
    await page.getByLabel('Attendee to meet').selectOption({ label: `Sofia Berg, ${host.company}` });
    const slots = page.getByRole('group', { name: 'Slots you are both free, in the event’s local time' });
    await expect(slots.getByRole('radio')).toHaveCount(4);
    await slots.getByRole('radio', { name: /10:30 · 5 tables free/ }).check();
    await page.getByLabel('Subject').fill('Project cargo to Valencia');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.locator('#dfa-status')).toContainText('Your request is sent to Sofia Berg');
    await expect(page.locator('#dfa-status')).toContainText('at table 1');

    await signInOnly(page, baseURL!, host);
    await page.goto('/meetings');
    const incoming = page.getByRole('list', { name: 'Requests for you' }).getByRole('listitem').first();
    await expect(incoming).toContainText('Table 1 at DFA Gulf meetup');
    await incoming.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('#dfa-status')).toContainText('is confirmed');

    await page.goto(`/events/${slug}/meetings`);
    const schedule = page.getByRole('table', { name: /^Your meetings on / });
    await expect(schedule).toContainText('10:30–11:00');
    await expect(schedule).toContainText(asker.company);
    await expect(schedule).toContainText(asker.email);
    await expect(page.getByRole('link', { name: 'Download all (.ics)' })).toHaveAttribute(
      'href',
      `/api/meetings/conference/${slug}/meetings.ics`,
    );
    await expectNoAxeViolations(page);
  });

  test('DFA moves a booked meeting to another slot and table: both people see it and are emailed the new invitation', async ({
    page,
    baseURL,
  }) => {
    const admin = await createSignedInMember({ firstName: 'Ruth', isAdmin: true, company: 'DFA Events' });
    const asker = await createSignedInMember({ firstName: 'Omar', company: 'Khalifa Port Logistics' });
    const host = await createSignedInMember({ firstName: 'Sofia', company: 'Algeciras Feeder Agency' });
    const day = daysFromNow(30);
    const slug = await conferenceEvent([asker, host], day);
    const subject = 'Feeder space Jebel Ali to Algeciras';
    await signInOnly(page, baseURL!, admin);
    await openGrid(page, slug, [day]);
    await bookedConferenceMeeting(page, baseURL!, { slug, asker, host, date: day, time: '10:00', subject });

    await signInOnly(page, baseURL!, admin);
    await page.goto(`/events/${slug}/meetings`);
    const bySlot = page.getByRole('table', { name: 'Meetings by slot and table' });
    const row = bySlot.getByRole('row', { name: new RegExp(`^${day} 10:00`) });
    await expect(row).toContainText(host.company);
    await row.getByRole('button', { name: /^Move the meeting of / }).click();
    const dialog = page.getByRole('dialog', { name: /^Move the meeting of / });
    await dialog.getByLabel('Slot').selectOption({ label: `${day} 11:00` });
    await dialog.getByLabel('Table').fill('4');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Move the meeting' }).click();
    await expect(page.locator('#dfa-status')).toContainText(
      'The meeting is moved to 11:00, table 4. Both people are told.',
    );
    await expect(dialog).toBeHidden();
    await expect(page.locator('#conference-by-slot')).toBeFocused();
    const movedRow = bySlot.getByRole('row', { name: new RegExp(`^${day} 11:00`) });
    await expect(movedRow).toContainText(asker.company);
    await expect(movedRow.getByRole('cell').first()).toHaveText('4');
    await expect(bySlot.getByRole('row', { name: new RegExp(`^${day} 10:00`) })).toHaveCount(0);

    // Each is emailed the new time and table, with the invitation they hold updated in place.
    for (const member of [asker, host]) {
      const mail = await nextEmail(member.email, new RegExp(`^Meeting moved: ${subject}$`));
      expect(mail.text).toContain('The event team moved your meeting');
      expect(mail.text).toContain('11:00');
      expect(mail.text).toContain('Table 4 at DFA Gulf meetup');
      const ics = unfolded(calendarOf(mail));
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toMatch(/^SEQUENCE:2$/m);
      expect(ics).toContain(`DTSTART:${day.replaceAll('-', '')}T070000Z`);
      expect(ics).toMatch(/^LOCATION:Table 4 at DFA Gulf meetup$/m);
    }

    // And each sees it on their pages: the schedule and the meetings list.
    for (const member of [asker, host]) {
      await signInOnly(page, baseURL!, member);
      await page.goto(`/events/${slug}/meetings`);
      const schedule = page.getByRole('table', { name: /^Your meetings on / });
      const entry = schedule.getByRole('row', { name: /^11:00–11:30/ });
      await expect(entry.getByRole('cell').first()).toHaveText('4');
      await expect(schedule).not.toContainText('10:00–10:30');
      await page.goto('/meetings');
      const upcoming = page.getByRole('list', { name: 'Upcoming meetings' });
      await expect(upcoming).toContainText('Table 4 at DFA Gulf meetup');
      await expect(upcoming).toContainText(subject);
    }
  });

  test('a member reschedules a conference meeting from their meetings page into a free slot of the grid, and both are emailed the new invitation', async ({
    page,
    baseURL,
  }) => {
    const admin = await createSignedInMember({ firstName: 'Ruth', isAdmin: true, company: 'DFA Events' });
    const asker = await createSignedInMember({ firstName: 'Omar', company: 'Mundra Container Lines' });
    const host = await createSignedInMember({ firstName: 'Sofia', company: 'Piraeus Transit Agency' });
    const day = daysFromNow(30);
    const slug = await conferenceEvent([asker, host], day);
    const subject = 'Transit cargo Mundra to Piraeus';
    await signInOnly(page, baseURL!, admin);
    await openGrid(page, slug, [day]);
    // Omar reads times in India (UTC+05:30 all year); Sofia set no zone, so hers is the event's.
    await signInOnly(page, baseURL!, asker);
    await setHours(page, 'Asia/Kolkata');
    await bookedConferenceMeeting(page, baseURL!, { slug, asker, host, date: day, time: '10:00', subject });

    await signInOnly(page, baseURL!, asker);
    await page.goto('/meetings');
    const meeting = page.getByRole('list', { name: 'Upcoming meetings' }).getByRole('listitem').first();
    await expect(meeting).toContainText('Table 1 at DFA Gulf meetup');
    await meeting.getByRole('button', { name: 'Reschedule the meeting with Sofia Berg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move the meeting with Sofia Berg to another slot' });
    const slots = dialog.getByRole('group', { name: 'Free slots at DFA Gulf meetup, in your time' });
    // The grid's other three slots, the one booked now left out: 10:30, 11:00 and 11:30 in Dubai.
    await expect(slots.getByRole('radio')).toHaveCount(3);
    await expect(
      slots.getByRole('radio', { name: /^12:00 Sofia Berg: 10:30 \(UTC\+04:00\)$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ask to move' }).click();
    await expect(dialog.getByText('Choose one of the free slots first.')).toBeVisible();
    await slots.getByRole('radio', { name: /^12:30 Sofia Berg: 11:00 / }).check();
    await dialog.getByRole('button', { name: 'Ask to move' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#dfa-status')).toContainText(
      /^You asked Sofia Berg to meet on .*12:30.* at table 1 instead\. They are told by email\.$/,
    );
    const waiting = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').first();
    await expect(waiting).toContainText(subject);
    await expect(waiting).toContainText('Waiting for an answer');

    // Each is emailed the new time, with the invitation they hold updated in place.
    const toAsker = await nextEmail(asker.email, /^New time proposed to Sofia Berg$/);
    const toHost = await nextEmail(host.email, /^Omar Berg proposes a new time$/);
    expect(toAsker.text).toContain('12:30');
    expect(toHost.text).toContain('11:00');
    for (const mail of [toAsker, toHost]) {
      const ics = unfolded(calendarOf(mail));
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toMatch(/^SEQUENCE:2$/m);
      expect(ics).toContain(`DTSTART:${day.replaceAll('-', '')}T070000Z`);
      expect(ics).toMatch(/^LOCATION:Table 1 at DFA Gulf meetup$/m);
    }

    // Sofia accepts the new slot from her own meetings page.
    await signInOnly(page, baseURL!, host);
    await page.goto('/meetings');
    const incoming = page.getByRole('list', { name: 'Requests for you' }).getByRole('listitem').first();
    await expect(incoming).toContainText(subject);
    await expect(
      incoming.getByRole('button', { name: 'Reschedule the meeting with Omar Berg' }),
    ).toBeVisible();
    await incoming.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('#dfa-status')).toContainText('is confirmed');
    await page.goto(`/events/${slug}/meetings`);
    await expect(
      page.getByRole('table', { name: /^Your meetings on / }).getByRole('row', { name: /^11:00–11:30/ }),
    ).toBeVisible();
  });

  test('the printed schedule has one A4 page per day with each meeting’s time, table and the other company, and nothing of the workspace', async ({
    page,
    baseURL,
  }) => {
    const admin = await createSignedInMember({ firstName: 'Ruth', isAdmin: true, company: 'DFA Events' });
    const asker = await createSignedInMember({ firstName: 'Omar', company: 'Sharjah Airfreight Services' });
    const first = await createSignedInMember({
      firstName: 'Sofia',
      company: 'Mediterranean Reefer Partners',
    });
    const second = await createSignedInMember({ firstName: 'Kenji', company: 'Yokohama Breakbulk Agency' });
    const [day1, day2] = [daysFromNow(30), daysFromNow(31)];
    const slug = await conferenceEvent([asker, first, second], day1, day2);
    await signInOnly(page, baseURL!, admin);
    await openGrid(page, slug, [day1, day2]);
    await bookedConferenceMeeting(page, baseURL!, {
      slug,
      asker,
      host: first,
      date: day1,
      time: '10:30',
      subject: 'Reefer plugs at Jebel Ali',
    });
    await bookedConferenceMeeting(page, baseURL!, {
      slug,
      asker,
      host: second,
      date: day2,
      time: '11:00',
      subject: 'Project cargo to Yokohama',
    });

    await signInOnly(page, baseURL!, asker);
    // The width an A4 page leaves inside the schedule's 15 mm margins, at 96 pixels an inch.
    const printWidth = Math.floor(((210 - 2 * 15) / 25.4) * 96);
    await page.setViewportSize({ width: printWidth, height: 1000 });
    await page.goto(`/events/${slug}/meetings`);
    const days = page.getByRole('table', { name: /^Your meetings on / });
    await expect(days).toHaveCount(2);
    await page.emulateMedia({ media: 'print' });

    for (const [index, [time, host]] of (
      [
        ['10:30–11:00', first],
        ['11:00–11:30', second],
      ] as const
    ).entries()) {
      const table = days.nth(index);
      await expect(table).toBeVisible();
      const entry = table.getByRole('row', { name: new RegExp(`^${time}`) });
      await expect(entry).toBeVisible();
      await expect(entry.getByRole('cell').first()).toHaveText(/^[1-5]$/);
      await expect(entry).toContainText(host.company);
      await expect(entry).toContainText(`${host.firstName} Berg`);
      await expect(entry).toContainText(host.email);
    }
    await expect(page.getByText(`DFA Gulf meetup · Omar Berg, ${asker.company}`).first()).toBeVisible();
    // Nothing of the workspace around it prints: navigation, bar, booking form, buttons.
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeHidden();
    await expect(page.getByRole('link', { name: /^DFA workspace/ })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Book a meeting' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Conference meetings' })).toBeHidden();
    // Taken out of the layout, not merely invisible: an invisible workspace still takes its
    // space, pushing the schedule down and adding blank printed pages.
    const laidOutAroundSchedule = await page.evaluate(() => {
      const caption = [...document.querySelectorAll('caption')].find((element) =>
        element.textContent?.startsWith('Your meetings on '),
      );
      const schedule = caption?.closest('section')?.parentElement;
      if (!schedule) return ['no schedule'];
      return [...document.body.querySelectorAll('*')]
        .filter((element) => !element.contains(schedule) && !schedule.contains(element))
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.tagName + (element.textContent ?? '').slice(0, 40));
    });
    expect(laidOutAroundSchedule).toEqual([]);

    // Nothing is cut at the page's edge: every cell ends inside the printable width.
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const cells = [...document.querySelectorAll('section[aria-label] table :is(th, td)')];
      return {
        width,
        scrollWidth: document.documentElement.scrollWidth,
        cells: cells.length,
        beyond: cells
          .filter(
            (cell) => cell.getBoundingClientRect().right > width || cell.scrollWidth > cell.clientWidth + 1,
          )
          .map((cell) => cell.textContent),
      };
    });
    expect(overflow.cells).toBeGreaterThan(0);
    expect(overflow.beyond).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);

    // Chromium's own print: one A4 page for each day, no blank pages from the hidden workspace.
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
    expect(pages).toHaveLength(2);
  });
});
