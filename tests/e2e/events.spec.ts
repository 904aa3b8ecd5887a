import { randomBytes } from 'node:crypto';
import { closeTheWelcomePromptWhenItOpens, expect, expectNoAxeViolations, test } from './support/fixtures';
import { expectSectionHeads } from './support/section-pages';
import { internalLinks, jsonLdOfType, rawHtml } from './support/html';
import { createSignedInMember } from './support/members';

interface EventRoute {
  path: string;
  h1: string;
  /** JSON-LD of an event page; absent on the list and the attendees page */
  event?: { startDate: string; endDate: string; mode: 'Online' | 'Offline' };
}

const EVENT_ROUTES: EventRoute[] = [
  { path: '/events', h1: 'Events for freight forwarders' },
  {
    path: '/events/members-meeting',
    h1: 'DFA Members Meeting',
    event: { startDate: '2024-12-19', endDate: '2024-12-19', mode: 'Online' },
  },
  {
    path: '/events/global-freight-summit',
    h1: 'Global Freight Summit',
    event: { startDate: '2024-11-18', endDate: '2024-11-19', mode: 'Offline' },
  },
  {
    path: '/events/future-of-freight',
    h1: 'Future of Freight',
    event: { startDate: '2022-07-19', endDate: '2022-07-19', mode: 'Online' },
  },
  {
    path: '/events/1st-dfa-annual-conference',
    h1: '1st DFA Annual Conference',
    event: { startDate: '2022-03-10', endDate: '2022-03-11', mode: 'Offline' },
  },
  { path: '/events/annual-conference-attendees-list', h1: 'Annual conference attendees list' },
];

test.describe('events pages without JavaScript', () => {
  test('every route answers 200 with its H1, a unique title and a unique description', async ({
    request,
  }) => {
    await expectSectionHeads(request, EVENT_ROUTES);
  });

  test('each event page describes itself as a BusinessEvent with dates, place and a free offer', async ({
    request,
    baseURL,
  }) => {
    for (const { path, h1, event } of EVENT_ROUTES) {
      if (!event) continue;
      const html = await rawHtml(request, path);
      const pageUrl = `${baseURL}${path}`;
      const data = jsonLdOfType(html, 'BusinessEvent');
      expect(data, path).toMatchObject({
        name: h1,
        startDate: event.startDate,
        endDate: event.endDate,
        eventAttendanceMode: `https://schema.org/${event.mode}EventAttendanceMode`,
        eventStatus: 'https://schema.org/EventScheduled',
        organizer: { '@type': 'Organization', name: expect.any(String) },
        offers: {
          '@type': 'Offer',
          price: 0,
          priceCurrency: 'USD',
          availability: expect.stringMatching(/^https:\/\/schema\.org\/\w+$/),
          url: pageUrl,
        },
      });
      if (event.mode === 'Online') {
        expect(data?.location, path).toEqual({ '@type': 'VirtualLocation', url: pageUrl });
      } else {
        expect(data?.location, path).toMatchObject({
          '@type': 'Place',
          name: expect.any(String),
          address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
        });
      }
    }
  });

  test.describe('in a browser with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    // Other specs add upcoming events to the shared database, so only the past list is fixed here
    // (the empty upcoming state is covered by the server's page tests).
    test('the events page lists the seeded events as past', async ({ page }) => {
      await page.goto('/events');
      const main = page.getByRole('main');
      const pastList = main
        .getByRole('heading', { name: 'Past events' })
        .locator('xpath=following-sibling::ul[1]');
      await expect(pastList.getByRole('heading', { level: 3 })).toHaveText([
        'DFA Members Meeting',
        'Global Freight Summit',
        'Future of Freight',
        '1st DFA Annual Conference',
      ]);
      await pastList.getByRole('link', { name: 'Global Freight Summit' }).click();
      await expect(page).toHaveURL(/\/events\/global-freight-summit$/);
    });

    test('an event page shows its facts, marks itself past and offers the calendar file', async ({
      page,
    }) => {
      await page.goto('/events/global-freight-summit');
      const main = page.getByRole('main');
      await expect(main.getByText('Past event', { exact: true })).toBeVisible();
      await expect(main.getByText('This event took place on 18–19 November 2024.')).toBeVisible();
      await expect(main.getByText('An exhibition centre in Dubai, United Arab Emirates')).toBeVisible();
      await expect(main.getByText('Free (US$0)')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
        'href',
        '/api/events/global-freight-summit/calendar.ics',
      );
    });

    test('the attendees page counts the companies, names none and points members to sign in', async ({
      page,
    }) => {
      await page.goto('/events/annual-conference-attendees-list');
      const main = page.getByRole('main');
      await expect(
        main.getByText(
          /^(\d+ compan(y|ies) from the member directory attended|The list of attending companies has not been published yet)\.$/,
        ),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'Sign in to see the companies' })).toHaveAttribute(
        'href',
        '/auth/sign-in?next=%2Fevents%2Fannual-conference-attendees-list',
      );
      await expect(main.getByRole('list', { name: 'Companies that attended' })).toHaveCount(0);
    });
  });
});

test.describe('events pages in the browser', () => {
  test('“Add to calendar” downloads an iCalendar file of the event', async ({ page }) => {
    await page.goto('/events/members-meeting');
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe('members-meeting.ics');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const calendar = Buffer.concat(chunks).toString('utf8');
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const unfolded = calendar.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nSUMMARY:DFA Members Meeting\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20241219T000000Z\r\nDTEND:20241220T000000Z\r\n');
    expect(calendar).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
  });

  test('the events page and an event page have no accessibility violations after hydration', async ({
    page,
  }) => {
    for (const path of ['/events', '/events/1st-dfa-annual-conference']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('the header’s events menu opens an event page in the app', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await header.getByRole('button', { name: 'Events' }).click();
    await expect(header.getByRole('link', { name: 'All events' }).filter({ visible: true })).toHaveAttribute(
      'href',
      '/events',
    );
    await header.getByRole('link', { name: 'Global Freight Summit' }).click();
    await expect(page).toHaveURL(/\/events\/global-freight-summit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global Freight Summit');
    await expect(
      page.getByRole('main').getByText('This event took place on 18–19 November 2024.'),
    ).toBeVisible();
  });

  test('every internal link on the events pages answers 200', async ({ request }) => {
    const targets = new Set<string>();
    for (const { path } of EVENT_ROUTES) {
      for (const href of internalLinks(await rawHtml(request, path))) targets.add(href);
    }
    expect(targets.size).toBeGreaterThan(EVENT_ROUTES.length);
    for (const target of targets) {
      const response = await request.get(target);
      expect(response.status(), target).toBe(200);
    }
  });
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

test.describe('when no event is announced', () => {
  // Other tests announce events on the shared server; a site of its own has only the seeded,
  // past ones.
  test.use({ ...PHONE, siteOfItsOwn: true });
  test.beforeEach(({ page }) => closeTheWelcomePromptWhenItOpens(page));

  test('a visitor on a phone asks to hear about the next event, and the admins’ export lists the address', async ({
    page,
    context,
    baseURL,
    site,
  }) => {
    const email = `next-event-${randomBytes(4).toString('hex')}@forwarder.example`;
    await page.goto('/events');
    const main = page.getByRole('main');
    await expect(
      main.getByText('No upcoming events are scheduled yet. New events are announced on this page.'),
    ).toBeVisible();
    const form = main.getByRole('form', { name: 'Tell me about the next event' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel('Email address').fill('someone@');
    await form.getByRole('button', { name: 'Tell me' }).click();
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
      /Enter a valid email address, like name@company\.com\./,
    );
    await expect(form.getByText('Tick the box so that we may email you about the next event.')).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel('Email address').fill(email);
    await form.getByRole('checkbox', { name: /Email me once when the next DFA event is announced/ }).check();
    await form.getByRole('button', { name: 'Tell me' }).click();
    const thanks = main.getByRole('status').filter({ hasText: 'We will let you know' });
    await expect(thanks.getByRole('heading', { name: 'We will let you know' })).toBeFocused();
    await expect(thanks).toContainText(`When the next event is announced, we email ${email} once`);
    await expectNoAxeViolations(page);

    const admin = await createSignedInMember({ firstName: 'Rania', isAdmin: true, site });
    await context.addCookies([{ ...admin.cookie, url: baseURL! }]);
    await page.goto('/admin');
    const exportLink = page.getByRole('link', { name: 'Asked to hear about the next event' });
    const downloadStarted = page.waitForEvent('download');
    await exportLink.click();
    const download = await downloadStarted;
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const rows = Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
    expect(rows[0]).toBe('email,consented_at,notified_at,notified_event');
    expect(rows.find((row) => row.startsWith(`${email},`))).toMatch(
      new RegExp(`^${email.replace(/[.]/g, '\\.')},\\d{4}-\\d{2}-\\d{2}T[^,]+,,$`),
    );
  });
});
