import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const PAGE = '/get-a-quote';

/** Whether the selected option's text fits inside its select, with room for the arrow. */
function selectedTextFits(page: Page, label: string) {
  return page
    .getByRole('group', { name: label })
    .getByLabel('Port')
    .evaluate((element) => {
      const select = element as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0]!.text).width;
      const chrome = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + 20;
      return { fits: text + chrome <= select.clientWidth, text: select.selectedOptions[0]!.text };
    });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the quote request page at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('has the form above the fold, its first fields visible without scrolling', async ({ page }) => {
      await page.goto(PAGE);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Get freight quotes from verified forwarders',
      );
      const form = page.getByRole('form', { name: 'Get freight quotes from verified forwarders' });
      await expect(form).toBeVisible();
      const box = (await form.boundingBox())!;
      expect(box.y, 'the form starts on the first screen').toBeLessThan(viewport.height * 0.6);
      const firstField = form.getByRole('group', { name: 'Ships from' }).getByLabel('Country');
      await expect(firstField).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('gives the port select the room its names need', async ({ page }) => {
      await page.goto(PAGE);
      await expect(page.getByRole('button', { name: 'Request quotes' })).toBeEnabled();
      const from = page.getByRole('group', { name: 'Ships from' });
      await from.getByLabel('Country').selectOption('IN');
      const port = from.getByLabel('Port');
      await expect(port.locator('option')).not.toHaveCount(1);
      // The longest name in the list is the hardest case.
      const longest = await port
        .locator('option')
        .evaluateAll(
          (options) =>
            (options as HTMLOptionElement[]).reduce((a, b) => (b.text.length > a.text.length ? b : a)).value,
        );
      await port.selectOption(longest);
      if (viewport.width >= 1024) {
        const measured = await selectedTextFits(page, 'Ships from');
        expect(measured.fits, `"${measured.text}" fits its select`).toBe(true);
      } else {
        // A phone is narrower than the longest names: the select takes the whole width it has.
        const group = (await from.boundingBox())!;
        expect((await port.boundingBox())!.width).toBeGreaterThan(group.width * 0.85);
      }
    });
  });
}

test.describe('the quote request page', () => {
  test('is linked from the header, the home page and the shipping leads page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get quotes from member forwarders' })).toHaveAttribute(
      'href',
      PAGE,
    );
    await page.goto('/benefits/shipping-leads');
    await expect(page.getByRole('link', { name: 'Request freight quotes' })).toHaveAttribute('href', PAGE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Member tools' }).click();
    await nav.getByRole('link', { name: 'Get freight quotes (shippers)' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Get freight quotes from verified forwarders',
    );
  });

  test('after an empty send, the focus is on the first field with a message, in reading order', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('button', { name: 'Request quotes' })).toBeEnabled();
    await page.getByRole('button', { name: 'Request quotes' }).click();
    const firstField = page.getByRole('group', { name: 'Ships from' }).getByLabel('Country');
    await expect(firstField).toBeFocused();
    await expect(firstField).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // The first mistake left is the next to take the focus.
    await firstField.selectOption('NL');
    await page.getByRole('group', { name: 'Ships from' }).getByLabel('City').fill('Venlo');
    await page.getByRole('button', { name: 'Request quotes' }).click();
    await expect(page.getByRole('group', { name: 'Ships to' }).getByLabel('Country')).toBeFocused();
  });
});
