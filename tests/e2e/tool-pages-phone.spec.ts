import type { APIRequestContext, Page } from '@playwright/test';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/api/http';
import { leadForm, publishLead, saveBid } from '../../shared/api/shipping-leads';
import { SAMPLE_CONTAINERS } from '../../src-server/engines/tracking/sample-shipments';
import { leadBody, inDays } from '../server/support/shipping-leads';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { createSignedInMember } from './support/members';

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const as = (member: Member) => ({
  cookie: `${member.cookie.name}=${member.cookie.value}`,
  [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
});

/** A published lead with an itemised quote of the Premium member's company on it. */
async function leadWithBid(request: APIRequestContext, admin: Member, bidder: Member): Promise<number> {
  const sent = await request.post(leadForm.path, {
    data: leadBody(),
    headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { id } = (await sent.json()) as { id: number };
  const published = await request.post(publishLead.path, { data: { id }, headers: as(admin) });
  expect(published.status(), await published.text()).toBe(200);
  const bid = await request.post(saveBid.path, {
    headers: as(bidder),
    data: {
      leadId: id,
      kind: 'itemised',
      lines: [
        {
          description: 'Ocean freight, all-in to Rotterdam',
          basis: 'container',
          quantity: '3',
          unitPrice: '1250.50',
          currency: 'USD',
        },
        {
          description: 'Terminal handling at Rotterdam',
          basis: 'container',
          quantity: '3',
          unitPrice: '185',
          currency: 'EUR',
        },
        {
          description: 'Documentation',
          basis: 'bill-of-lading',
          quantity: '1',
          unitPrice: '45',
          currency: 'USD',
        },
      ],
      validUntil: inDays(20),
      transitDays: 24,
      freeDays: 7,
      routing: 'Direct, Jebel Ali to Rotterdam',
      notes: '',
    },
  });
  expect(bid.status(), await bid.text()).toBe(200);
  return id;
}

/** The page is no wider than the screen; on failure, the widest elements say where it breaks. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const widest = [...document.querySelectorAll('body *')]
      .filter((node) => node.getBoundingClientRect().right > width + 1)
      .slice(0, 4)
      .map(
        (node) =>
          `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 40)} ${Math.round(node.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, widest };
  });
  expect
    .soft(overflow.scrollWidth, `${what} at ${overflow.width} px: ${overflow.widest.join(', ')}`)
    .toBeLessThanOrEqual(overflow.width);
}

for (const width of [360, 390]) {
  test.describe(`member tools on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
    test.describe.configure({ timeout: 120_000 });

    test('no page scrolls sideways, and each main button can be tapped', async ({
      page,
      request,
      baseURL,
    }) => {
      const admin = await createSignedInMember({
        firstName: 'Ines',
        isAdmin: true,
        company: 'DFA Secretariat',
      });
      const member = await createSignedInMember({ firstName: 'Omar', company: 'Gulf Bridge Logistics' });
      const leadId = await leadWithBid(request, admin, member);
      await page.context().addCookies([{ ...member.cookie, url: baseURL! }]);

      await page.goto(`/digital-tools/tracking-system?kind=container&reference=${SAMPLE_CONTAINERS[0]}`);
      await expect(
        page.getByRole('region', { name: new RegExp(`Container number ${SAMPLE_CONTAINERS[0]}`) }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, 'tracking');
      // A tap lands on the Track button itself, not on whatever covers it.
      await page.getByRole('button', { name: 'Track', exact: true }).tap();
      await expectNoAxeViolations(page);

      await page.goto(
        '/digital-tools/ship-schedules?tab=route&origin=CNSHA&originName=Shanghai&destination=NLRTM&destinationName=Rotterdam&transshipment=one',
      );
      const sailings = page.getByRole('table', { name: /Sailings/ });
      await expect(sailings.getByRole('row').nth(1)).toBeVisible();
      await expectNoSidewaysScroll(page, 'schedules');
      // A sailing on a phone is a card with all six facts, each under its column's name, none cut off.
      const cells = sailings.getByRole('row').nth(1).getByRole('cell');
      await expect(cells).toHaveCount(7);
      for (const cell of await cells.all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await cell.evaluate((node) => getComputedStyle(node, '::before').content)).toMatch(/^"\w/);
      }

      await page.goto('/directory?country=AE');
      await expect(page.getByRole('heading', { level: 2, name: /members? match/ })).toBeVisible();
      await expectNoSidewaysScroll(page, 'directory');

      await page.goto('/shipping-leads');
      await expect(page.locator(`[href="/shipping-leads/${leadId}"]`).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'leads board');

      await page.goto(`/shipping-leads/${leadId}`);
      await expect(page.getByText('Terminal handling at Rotterdam').first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'lead with a bid');
      await expectNoAxeViolations(page);
      // Withdrawing: the confirmed action removes its button, so the quote's heading takes focus.
      await page.getByRole('button', { name: 'Withdraw quote' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Withdraw quote' }).click();
      await expect(page.getByRole('heading', { name: 'Your quote', exact: true })).toBeFocused();
      await expect(page.locator('#dfa-status')).toHaveText('Your quote is withdrawn.');
      await expectNoSidewaysScroll(page, 'lead with the bid form');

      await page.goto('/digital-tools/freight-calculator/widget');
      await expect(page.getByLabel('Name visitors see')).toHaveValue('Gulf Bridge Logistics', {
        timeout: 20_000,
      });
      await expectNoSidewaysScroll(page, 'calculator widget builder');
    });
  });
}
