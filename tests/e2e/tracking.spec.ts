import { randomBytes, randomUUID } from 'node:crypto';
import { notificationSignature } from '../../src-server/features/tracking/routes';
import { SAMPLE_CONTAINERS } from '../../src-server/engines/tracking/sample-shipments';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { withE2eDatabase } from './support/database';
import { createSignedInMember } from './support/members';
import { nextEmail } from './support/outbox';
import { ownSampleShipment, recordSubscription } from '../support/tracking';

const PAGE = '/digital-tools/tracking-system';

test.describe('cargo tracking', () => {
  test('shows visitors what the tool does and a sign-in prompt, and the API gives them nothing', async ({
    page,
    request,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'Sign in to track your shipments' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Three ways to track' })).toBeVisible();
    await expectNoAxeViolations(page);
    const answer = await request.post('/api/tracking/track', {
      data: { kind: 'container', reference: SAMPLE_CONTAINERS[0] },
    });
    expect(answer.status()).toBe(401);
  });

  test('a member tracks a sample container, reads its timeline and gets an email for a watched shipment', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // A box of the test's own, whose discharge the carrier reports below, and Maersk's
    // subscription for reporting it.
    const secret = randomBytes(32).toString('base64');
    const subscription = randomUUID();
    const inTransit = await withE2eDatabase(async (db) => {
      await recordSubscription(db, { scac: 'MAEU', subscriptionId: subscription, secret });
      return ownSampleShipment(db, { siteUrl: baseURL! });
    });
    const member = await createSignedInMember({ firstName: 'Ines' });
    await context.addCookies([{ ...member.cookie, url: baseURL! }]);
    await page.goto(PAGE);

    const field = page.getByRole('textbox', { name: 'Container number' });
    await field.fill('MSKU6104821');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    // Said at once through the alert region, beside the field, which takes focus again.
    await expect(page.locator('#dfa-alert')).toContainText(/check digit of MSKU6104821 does not match/);
    await expect(
      page.getByRole('paragraph').filter({ hasText: /check digit of MSKU6104821 does not match/ }),
    ).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill(inTransit.toLowerCase());
    await expect(page.getByText(/Likely Maersk \(MAEU\), from the prefix/)).toBeVisible();
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    const result = page.getByRole('region', { name: new RegExp(`Container number ${inTransit}`) });
    await expect(result.getByRole('note').filter({ hasText: 'Sample shipment.' })).toBeVisible();
    await expect(result.getByText(/^Vessel departure at .*\(CNSHA\).*ETA .*\(NLRTM\)/)).toBeVisible();
    // The result's heading comes into view with focus, and its status is read out.
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.locator('#dfa-status')).toContainText(`${inTransit} tracked: Vessel departure at`);
    const timeline = result.getByRole('list', { name: 'Timeline, oldest first' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Confirmed');
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Loaded on board' })).toContainText(
      'Actual',
    );
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Vessel arrival' })).toContainText(
      'Estimated',
    );
    await expect(result.getByRole('img', { name: `Route of ${inTransit}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`reference=${inTransit}`));
    await expectNoAxeViolations(page);

    await result.getByRole('button', { name: 'Add to watchlist' }).click();
    // The button keeps focus under its new name, and the change is said.
    await expect(result.getByRole('button', { name: 'Remove from watchlist' })).toBeFocused();
    await expect(page.locator('#dfa-status')).toContainText(`${inTransit} is on your watchlist`);
    const watchlist = page.getByRole('region', { name: 'Your watchlist' });
    await expect(watchlist.getByRole('button', { name: inTransit })).toBeVisible();

    // The carrier reports the discharge through its signed subscription callback.
    const body = JSON.stringify([
      {
        eventID: randomUUID(),
        eventType: 'EQUIPMENT',
        eventClassifierCode: 'ACT',
        eventCreatedDateTime: new Date().toISOString(),
        eventDateTime: new Date().toISOString(),
        equipmentEventTypeCode: 'DISC',
        equipmentReference: inTransit,
        emptyIndicatorCode: 'LADEN',
        eventLocation: { locationName: 'Rotterdam', UNLocationCode: 'NLRTM' },
      },
    ]);
    const unsigned = await request.post('/api/tracking/notifications', {
      headers: { 'content-type': 'application/json', 'subscription-id': subscription },
      data: body,
    });
    expect(unsigned.status()).toBe(401);
    const signed = await request.post('/api/tracking/notifications', {
      headers: {
        'content-type': 'application/json',
        'subscription-id': subscription,
        'notification-signature': notificationSignature(secret, body),
      },
      data: body,
    });
    expect(signed.status()).toBe(204);
    const mail = await nextEmail(
      member.email,
      new RegExp(`^${inTransit}: Discharged at Rotterdam \\(NLRTM\\)`),
    );
    expect(mail.text).toContain(`${PAGE}?kind=container&reference=${inTransit}`);

    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Timeline, oldest first' })
        .getByRole('listitem')
        .filter({ hasText: 'Discharged' }),
    ).toContainText('Actual');
  });
});
