import type { APIRequestContext } from '@playwright/test';
import { withE2eDatabase } from './support/database';
import {
  closeTheWelcomePromptWhenItOpens,
  expect,
  expectNoAxeViolations,
  test,
  uniqueTag,
} from './support/fixtures';
import { createSignedInMember } from './support/members';
import { nextEmail } from './support/outbox';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An upcoming event of the test's own, added through the admin API as the team would add one,
 * under a title no other event has.
 */
async function addUpcomingEvent(request: APIRequestContext) {
  const admin = await createSignedInMember({ firstName: 'Omar', isAdmin: true });
  const tag = uniqueTag();
  const slug = `dfa-mediterranean-meetup-${tag}`;
  const title = `DFA Mediterranean Meetup ${tag}`;
  const start = new Date(Date.now() + 41 * DAY_MS);
  start.setUTCHours(7, 0, 0, 0);
  const response = await request.post('/api/admin/events', {
    headers: { cookie: `${admin.cookie.name}=${admin.cookie.value}` },
    data: {
      slug,
      title,
      summary:
        'An afternoon in Valencia for forwarders on the Mediterranean lanes to meet agents face to face.',
      description:
        'Short talks on Mediterranean port congestion and feeder capacity.\n\nThen one-to-one meetings between members.',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 8 * 60 * 60 * 1000).toISOString(),
      timeZone: 'Europe/Madrid',
      attendance: 'offline',
      venueName: 'Port Conference Centre',
      city: 'Valencia',
      country: 'ES',
      priceUsd: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { slug, title };
}

/** The stored marketing fields of one person's registration, straight from the e2e server's database. */
async function storedAttribution(email: string): Promise<Record<string, unknown> | null> {
  const row = await withE2eDatabase((db) =>
    db.selectFrom('event_registrations').select('attribution').where('email', '=', email).executeTakeFirst(),
  );
  return row?.attribution ? (JSON.parse(row.attribution) as Record<string, unknown>) : null;
}

test.describe('event registration', () => {
  // Visitors here have accepted marketing cookies, so the form carries its attribution.
  test.use({ consent: 'granted' });
  test.beforeEach(({ page }) => closeTheWelcomePromptWhenItOpens(page));

  test('a visitor registers, gets the personal link by email, and cancels through it', async ({
    page,
    request,
  }) => {
    const { slug, title } = await addUpcomingEvent(request);
    const email = `sofia.${uniqueTag()}@rioplata.test`;

    // The invitation to join opens five seconds into a visit, and takes the focus: time stands
    // still while she registers, however long the machine takes to render.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    // She arrives from the meetup's newsletter.
    await page.goto('/events?utm_source=dfa-newsletter&utm_medium=email&utm_campaign=valencia-meetup');
    await page.locator(`a[href="/events/${slug}"]`, { hasText: title }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const form = page.getByRole('region', { name: 'Register for this event' });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Enter a valid email address, like name@company.com.')).toBeVisible();

    await form.getByLabel('Your name').fill('Sofia Marquez');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Company').fill('Rio Plata Cargo');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByRole('heading', { name: 'Check your inbox for your personal link' }),
    ).toBeVisible();
    // Focus moves to the confirmation, so screen readers announce what happens next.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Check your inbox for your personal link');
    await expect(page.getByText(email)).toBeVisible();
    expect(await storedAttribution(email)).toMatchObject({
      firstTouch: {
        source: 'dfa-newsletter',
        medium: 'email',
        campaign: 'valencia-meetup',
        channel: 'email',
      },
      pagesVisited: ['/events', `/events/${slug}`],
    });

    const confirmation = await nextEmail(email, new RegExp(`^Your registration for ${title}$`));
    expect(confirmation.text).toContain('Where: Port Conference Centre, Valencia, Spain');
    // 07:00–15:00 UTC, in Madrid's winter or summer time.
    expect(confirmation.text).toMatch(/When: .+, 0[89]:00–1[67]:00 \(Europe\/Madrid time, GMT\+[12]\)/);
    expect(confirmation.text).toContain(`/api/events/${slug}/calendar.ics`);
    const link = new RegExp(`http://127\\.0\\.0\\.1:\\d+/events/${slug}/[A-Za-z0-9_-]{43}`).exec(
      confirmation.text ?? '',
    )?.[0];
    expect(link, 'the personal link in the email').toBeDefined();

    await page.clock.resume();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 2, name: 'You are registered' })).toBeVisible();
    await expect(page.getByText('Sofia Marquez')).toBeVisible();
    await expect(page.getByText('Rio Plata Cargo')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);

    // Changing one's mind in the dialog keeps the registration.
    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your registration?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep my registration' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'You are registered' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your registration is cancelled' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel my registration' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'register again on the event page' })).toBeVisible();

    const note = await nextEmail(email, new RegExp(`^Registration cancelled: ${title}$`));
    expect(note.text).toContain('is cancelled');

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your registration is cancelled' }),
    ).toBeVisible();
  });

  test('a wrong personal link says it is not valid', async ({ page }) => {
    const response = await page.goto(`/events/global-freight-summit/${'x'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a past event offers no registration', async ({ page }) => {
    await page.goto('/events/global-freight-summit');
    await expect(page.getByText('This event took place on 18–19 November 2024.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Register for this event' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  });

  test('an unknown event answers 404', async ({ page }) => {
    const response = await page.goto('/events/no-such-event');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  });

  test('the registration form has no accessibility violations, also with field errors', async ({
    page,
    request,
  }) => {
    const { slug } = await addUpcomingEvent(request);
    await page.goto(`/events/${slug}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
