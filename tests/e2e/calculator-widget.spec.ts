import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueTag } from './support/fixtures';
import { createSignedInMember, lockedOutMembers, signInOnly } from './support/members';
import { emailsQueuedFor, messagesCountTo, nextEmail } from './support/outbox';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const patient = expect.configure({ timeout: 20_000 });
/** The calculator's own code, which the widget fetches when a visitor first uses it. */
const CALCULATOR_SCRIPT = /\/assets\/widget-calculator-[\w-]+\.js$/;

/** A member's own website on another loopback origin, with the embed code pasted in. */
async function memberWebsite(body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gulf Bridge Logistics</title><link rel="icon" href="data:,"></head><body><h1>Gulf Bridge Logistics</h1>${body}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** The framed widget is as tall as its content, within 10 px, and scrolls nothing inside. */
async function expectFrameFitsWidget(page: Page) {
  const frame = page.locator('iframe[title="Sea freight calculator"]');
  const inner = (await (await frame.elementHandle())!.contentFrame())!;
  await expect
    .poll(async () => {
      const outer = await frame.evaluate((element) => element.getBoundingClientRect().height);
      const content = await inner.evaluate(() => {
        const root = document.querySelector('[data-dfa-widget]')!;
        return {
          bottom: root.getBoundingClientRect().bottom + window.scrollY,
          innerScroll: document.documentElement.scrollHeight - document.documentElement.clientHeight,
        };
      });
      return { fits: Math.abs(outer - content.bottom) <= 10, noInnerScroll: content.innerScroll <= 0 };
    })
    .toEqual({ fits: true, noInnerScroll: true });
}

async function fillLine(frame: FrameLocator | Page, line: number, values: Record<string, string>) {
  const group = frame.getByRole('group', { name: `Pieces, line ${line}` });
  for (const [label, value] of Object.entries(values)) await group.getByLabel(label).fill(value);
}

async function buildWidget(page: Page) {
  await page.goto('/digital-tools/freight-calculator/widget');
  await patient(page.getByLabel('Name visitors see')).toHaveValue('Gulf Bridge Logistics');
  const lane = page.getByRole('group', { name: 'Lane 1' });
  for (const [end, country, port] of [
    ['From', 'AE', 'AEJEA'],
    ['To', 'NL', 'NLRTM'],
  ] as const) {
    const place = lane.getByRole('group', { name: end, exact: true });
    await place.getByLabel('Country').selectOption(country);
    await expect(place.getByLabel('Port').locator(`option[value="${port}"]`)).toHaveCount(1);
    await place.getByLabel('Port').selectOption(port);
  }
  await lane.getByLabel("20' GP").fill('1150');
  await lane.getByLabel("40' GP").fill('1750');
  await lane.getByLabel('Per revenue ton').fill('48');
  await lane.getByLabel('Minimum charge').fill('96');
  await lane.getByRole('button', { name: 'Add a surcharge to lane 1' }).click();
  await lane.getByLabel('Surcharge 1').fill('Documentation');
  await lane.getByLabel('Amount (USD)').fill('45');
  await page.getByRole('button', { name: 'Save calculator' }).click();
  await expect(page.getByText('Saved. Copy the embed code below into your website.')).toBeVisible();
  return page.getByLabel('Paste this into your website’s HTML').inputValue();
}

test.describe('the calculator widget', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member builds it, embeds it on their own site, and its quote request reaches only them', async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const member = await createSignedInMember({ firstName: 'Omar', company: 'Gulf Bridge Logistics' });
    await page.context().addCookies([{ ...member.cookie, url: baseURL! }]);
    const snippet = await buildWidget(page);
    expect(snippet).toMatch(
      /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/widgets\/freight-calculator\/[\w-]{22}" title="Sea freight calculator"/,
    );
    // The live preview shows the member's calculator as it is.
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByRole('heading', { name: 'Gulf Bridge Logistics', level: 3 })).toBeVisible();
    await expectNoAxeViolations(page);

    const site = await memberWebsite(
      `${snippet}<iframe id="portal" src="${baseURL}/" title="DFA home page"></iframe>`,
    );
    try {
      await page.goto(site.url);
      const widget = page.frameLocator('iframe[title="Sea freight calculator"]');
      await patient(widget.getByRole('heading', { name: 'Gulf Bridge Logistics', level: 1 })).toBeVisible();

      // 10 pallets of 120 × 80 × 150 cm at 400 kg: 14.4 m³ against 4 t, so 14.4 revenue tons by volume.
      await widget.getByLabel('From').selectOption('port:AEJEA');
      await widget.getByLabel('To', { exact: true }).selectOption('port:NLRTM');
      await fillLine(widget, 1, {
        Pieces: '10',
        'Length (cm)': '120',
        'Width (cm)': '80',
        'Height (cm)': '150',
        'Weight per piece (kg)': '400',
      });
      await widget.getByRole('button', { name: 'Calculate' }).click();
      const results = widget.getByRole('region', { name: 'Your estimate' });
      await expect(results.getByRole('heading', { name: 'Your estimate' })).toBeFocused();
      await expect(results.getByRole('definition')).toHaveText([
        '14.400 m³',
        '4,000.0 kg',
        '14.400 revenue tons, by volume',
      ]);
      await expect(results.getByText("Suggested: 1 × 20' GP.")).toBeVisible();
      await expect(results.getByRole('row', { name: /^20' GP/ })).toHaveText(/^20' GPYes1119$/);
      await expect(results.getByRole('row', { name: /^40' HC/ })).toHaveText(/^40' HCYes12320$/);
      // LCL: 14.4 RT × USD 48 = USD 691.20, plus USD 45 documentation.
      await expect(results.getByText('Total USD 736.20')).toBeVisible();
      // FCL: one 20' at USD 1,150, plus USD 45 documentation.
      await expect(results.getByText('Total USD 1,195.00')).toBeVisible();

      // The embed code sizes the frame to the calculator with its estimate: no inner scroll.
      await expectFrameFitsWidget(page);
      // A height posted by anyone but the widget (here the member's page itself) is ignored.
      await page.evaluate(() => window.postMessage({ type: 'dfa-widget-height', height: 120 }, '*'));
      await page.waitForTimeout(200);
      await expectFrameFitsWidget(page);

      // Two 1 m³ crates at 1,750 kg each: 3.5 t outweighs 2 m³, so 3.5 revenue tons by weight.
      await fillLine(widget, 1, {
        Pieces: '2',
        'Length (cm)': '100',
        'Width (cm)': '100',
        'Height (cm)': '100',
        'Weight per piece (kg)': '1750',
      });
      await widget.getByRole('button', { name: 'Add a line of different pieces' }).click();
      await fillLine(widget, 2, {
        Pieces: '1',
        'Length (cm)': '50',
        'Width (cm)': '40',
        'Height (cm)': '30',
        'Weight per piece (kg)': '12',
      });
      await widget.getByRole('button', { name: 'Calculate' }).click();
      await expect(results.getByRole('definition')).toHaveText([
        '2.060 m³',
        '3,512.0 kg',
        '3.512 revenue tons, by weight',
      ]);
      // 3.512 RT × USD 48 = USD 168.58 (168.576 rounded), plus USD 45.
      await expect(results.getByText('Total USD 213.58')).toBeVisible();

      // A route the sheet does not price: price on request.
      await widget.getByLabel('To', { exact: true }).selectOption('country:DE');
      await widget.getByRole('button', { name: 'Calculate' }).click();
      await expect(results.getByText(/^Price on request: Gulf Bridge Logistics has no rate/)).toBeVisible();
      await widget.getByLabel('To', { exact: true }).selectOption('port:NLRTM');
      await widget.getByRole('button', { name: 'Calculate' }).click();

      // The visitor asks the member for a quote.
      const visitor = `omar.${uniqueTag()}@oasis-foods.example`;
      await widget.getByRole('button', { name: 'Request a quote' }).click();
      const form = widget.getByRole('form', { name: 'Request a quote' });
      await form.getByLabel('What are the goods?').fill('Dates in cartons');
      await form.getByLabel('Cargo ready on').fill(inDays(7));
      await form.getByLabel('Your name').fill('Omar Haddad');
      await form.getByLabel('Email address').fill(visitor);
      await form.getByLabel('Your country').selectOption('AE');
      await form.getByRole('button', { name: 'Send my request' }).click();
      await expect(
        widget.getByText(`Thank you. Gulf Bridge Logistics has your request and will reply to ${visitor}.`),
      ).toBeVisible();

      const mail = await nextEmail(member.email, /^Quote request from your calculator: Omar Haddad$/);
      expect(mail.text).toContain(visitor);
      expect(mail.text).toContain('Dates in cartons');
      expect([mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address))).toEqual([
        member.email,
      ]);
      // Nothing for the visitor: the server queues a request's emails with the request itself.
      expect(await emailsQueuedFor(visitor, /./)).toBe(0);
      expect(await messagesCountTo(visitor, /./)).toBe(0);
      // It is not on the members' board.
      const other = await createSignedInMember({ firstName: 'Nils', company: 'Baltic Line Forwarding' });
      const board = await request.get('/api/shipping-leads', {
        headers: { cookie: `dfa_session=${other.cookie.value}` },
      });
      expect(await board.text()).not.toContain('Dates in cartons');

      // The portal's own pages refuse to be framed by the member's site.
      await expect(page.frameLocator('#portal').getByRole('heading', { level: 1 })).toHaveCount(0);
      const refused = consoleErrors.filter((error) => error.includes("frame-ancestors 'none'"));
      expect(refused.length).toBeGreaterThan(0);
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter((error) => !refused.includes(error)),
      );
    } finally {
      site.server.close();
    }
  });

  test('works by keyboard at 320 px, sets no cookie, and goes quiet when switched off', async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = await createSignedInMember({ firstName: 'Omar', company: 'Gulf Bridge Logistics' });
    await page.context().addCookies([{ ...member.cookie, url: baseURL! }]);
    const snippet = await buildWidget(page);
    const src = /src="([^"]+)"/.exec(snippet)![1]!;

    const visitor = await browser.newContext({ viewport: { width: 320, height: 720 } });
    const phone = await visitor.newPage();
    await phone.goto(src);
    await expect(phone.getByRole('heading', { name: 'Gulf Bridge Logistics', level: 1 })).toBeVisible();
    await phone.keyboard.press('Tab');
    await expect(phone.getByLabel('From')).toBeFocused();
    await phone.getByLabel('From').selectOption('port:AEJEA');
    await phone.keyboard.press('Tab');
    await expect(phone.getByLabel('To', { exact: true })).toBeFocused();
    await phone.getByLabel('To', { exact: true }).selectOption('port:NLRTM');
    await phone.keyboard.press('Tab');
    await phone.keyboard.press('Tab');
    await phone.keyboard.press('Tab');
    await expect(phone.getByLabel('Pieces')).toBeFocused();
    for (const value of ['4', '120', '100', '110']) {
      await phone.keyboard.type(value);
      await phone.keyboard.press('Tab');
    }
    // The weight, then Enter sends the form, as in any form.
    await phone.keyboard.type('350');
    await phone.keyboard.press('Enter');
    await expect(phone.getByRole('heading', { name: 'Your estimate' })).toBeFocused();
    await expect(phone.getByRole('definition').last()).toHaveText('5.280 revenue tons, by volume');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(phone);
    // A mistake is said beside its field and read out.
    await phone.getByLabel('Length (cm)').fill('-5');
    await phone.getByRole('button', { name: 'Calculate' }).click();
    await expect(phone.getByLabel('Length (cm)')).toBeFocused();
    await expect(phone.getByLabel('Length (cm)')).toHaveAccessibleDescription(
      'Enter the length as a number above 0.',
    );
    expect(await visitor.cookies()).toEqual([]);

    await page.getByRole('button', { name: 'Switch it off' }).click();
    await expect(page.getByRole('heading', { name: 'Your calculator is off' })).toBeVisible();
    await phone.reload();
    await expect(phone.getByText('This calculator is not available at the moment.')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
    await visitor.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px, the save bar never covers the field the keyboard is on`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await signInOnly(page, baseURL!, await createSignedInMember({ company: 'Gulf Bridge Logistics' }));
      await page.goto('/digital-tools/freight-calculator/widget');
      await patient(page.getByLabel('Name visitors see')).toHaveValue('Gulf Bridge Logistics');
      // Two lanes make the form taller than any screen, so the bar sticks over it.
      await page.getByRole('button', { name: 'Add a lane' }).click();
      await page.getByLabel('Name visitors see').focus();
      const saveButton = page.getByRole('button', { name: 'Save calculator' });
      let stops = 0;
      while (!(await saveButton.evaluate((button) => button === document.activeElement))) {
        // The bar is the save button's own strip at the foot of the form.
        const overlap = await saveButton.evaluate((button) => {
          const focused = document.activeElement!;
          const [field, cover] = [
            focused.getBoundingClientRect(),
            button.parentElement!.getBoundingClientRect(),
          ];
          const covered = field.bottom > cover.top && field.top < cover.bottom;
          return covered ? `${focused.outerHTML.slice(0, 80)} is under the save bar` : null;
        });
        expect(overlap).toBeNull();
        await page.keyboard.press('Tab');
        stops += 1;
        expect(stops, 'the walk reaches the save button').toBeLessThan(120);
      }
      expect(stops, 'the walk went through both lanes').toBeGreaterThan(30);
    });
  }

  test('an applicant and a lapsed member are told why the builder is closed; a member builds', async ({
    page,
    baseURL,
  }) => {
    for (const { member, panel, message } of await lockedOutMembers('calculator-widget')) {
      await signInOnly(page, baseURL!, member);
      await page.goto('/digital-tools/freight-calculator/widget');
      await expect(page.getByRole('region', { name: panel })).toContainText(message);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByLabel('Name visitors see')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    await signInOnly(
      page,
      baseURL!,
      await createSignedInMember({
        firstName: 'Pia',
        membership: 'standard_active',
        company: 'Adriatic Cargo Partners',
      }),
    );
    await page.goto('/digital-tools/freight-calculator/widget');
    await patient(page.getByLabel('Name visitors see')).toHaveValue('Adriatic Cargo Partners');
    await expect(page.getByRole('region', { name: /Renew your membership|Your application/ })).toHaveCount(0);
  });

  test('fetches the calculator when a visitor first uses it, and does what they typed and pressed before it came', async ({
    page,
  }) => {
    const requested: string[] = [];
    let letThrough!: () => void;
    const released = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(CALCULATOR_SCRIPT, async (route) => {
      requested.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto('/digital-tools/freight-calculator');
    const demo = page.frameLocator('iframe[title="Sea freight calculator with DFA demo rates"]');
    await patient(demo.getByText('Demo rates for trying the calculator: not an offer.')).toBeVisible();
    const frame = page
      .frames()
      .find((candidate) => candidate.url().endsWith('/widgets/freight-calculator/demo'))!;
    await frame.waitForLoadState('load');
    expect(requested, 'nothing to calculate yet, so no calculator code').toEqual([]);

    // The visitor fills the form and presses Calculate while the code is still on its way.
    await demo.getByLabel('From').selectOption('port:CNSHA');
    await demo.getByLabel('To', { exact: true }).selectOption('port:AEJEA');
    await fillLine(demo, 1, {
      Pieces: '20',
      'Length (cm)': '120',
      'Width (cm)': '80',
      'Height (cm)': '160',
      'Weight per piece (kg)': '500',
    });
    await demo.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => requested.length).toBe(1);
    // Not sent the browser's way, which would reload the calculator empty.
    expect(frame.url()).toMatch(/\/widgets\/freight-calculator\/demo$/);
    await expect(demo.getByRole('group', { name: 'Pieces, line 1' }).getByLabel('Pieces')).toHaveValue('20');
    await expect(demo.getByRole('heading', { name: 'Your estimate' })).toBeHidden();

    letThrough();
    await expect(demo.getByRole('heading', { name: 'Your estimate' })).toBeFocused();
    // 30.72 m³ and 10 t: one 20' box; USD 950 + USD 45 documentation.
    await expect(demo.getByText('Total USD 995.00')).toBeVisible();
    expect(requested).toHaveLength(1);
  });

  test('a line added before the calculator came is added once it has; a failed fetch is said and tried again', async ({
    page,
    consoleErrors,
  }) => {
    let failNext = true;
    let letThrough!: () => void;
    const released = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(CALCULATOR_SCRIPT, async (route) => {
      if (failNext) {
        failNext = false;
        await route.abort('internetdisconnected');
        return;
      }
      await released;
      await route.continue();
    });
    await page.goto('/widgets/freight-calculator/demo');
    await page.getByLabel('From').selectOption('port:SGSIN');
    await expect(page.getByRole('alert').first()).toHaveText(
      'The calculator could not load. Check your connection, then try again.',
    );

    await page.getByRole('button', { name: 'Add a line of different pieces' }).click();
    await expect(page.getByRole('group', { name: 'Pieces, line 2' })).toHaveCount(0);
    letThrough();
    await expect(page.getByRole('group', { name: 'Pieces, line 2' }).getByLabel('Pieces')).toBeFocused();
    await expect(page.getByRole('alert').first()).toHaveText('');
    await expect(page.getByLabel('From')).toHaveValue('port:SGSIN');
    // The browser reports the failed fetch the test caused, and nothing else.
    expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_INTERNET_DISCONNECTED']);
    consoleErrors.length = 0;
  });

  test('the public demo runs on demo rates and explains how members embed their own', async ({ page }) => {
    await page.goto('/digital-tools/freight-calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A sea freight calculator for your website',
    );
    await expect(page.getByText('<iframe src=')).toBeVisible();
    const demo = page.frameLocator('iframe[title="Sea freight calculator with DFA demo rates"]');
    await patient(demo.getByText('Demo rates for trying the calculator: not an offer.')).toBeVisible();
    await demo.getByLabel('From').selectOption('port:CNSHA');
    await demo.getByLabel('To', { exact: true }).selectOption('port:AEJEA');
    await fillLine(demo, 1, {
      Pieces: '20',
      'Length (cm)': '120',
      'Width (cm)': '80',
      'Height (cm)': '160',
      'Weight per piece (kg)': '500',
    });
    await demo.getByRole('button', { name: 'Calculate' }).click();
    // 30.72 m³ and 10 t: one 20' box; USD 950 + USD 45 documentation.
    await expect(demo.getByText('Total USD 995.00')).toBeVisible();
    await demo.getByRole('button', { name: 'Request a quote' }).click();
    await expect(demo.getByText(/^This demo sends nothing\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
