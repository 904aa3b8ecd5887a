import { randomInt } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { EMAIL_CHANGE_TTL_HOURS } from '../../shared/api/account';
import { expect, expectNoAxeViolations, recordConsoleErrors, test, uniqueTag } from './support/fixtures';
import { createMemberWithPassword, PASSWORD_WAIT, signIn } from './support/members';
import { nextEmail, smsCode } from './support/outbox';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

/** Another browser (its own cookies), signed in as the member. */
async function otherBrowser(browser: Browser, email: string, password: string, errors: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  recordConsoleErrors(page, errors);
  await signIn(page, email, password);
  return { context, page };
}

/** A change the page reports: shown in its section, and read out through the page's status region. */
async function expectReported(
  page: Page,
  section: Locator,
  text: string | RegExp,
  wait?: { timeout: number },
) {
  await expect(section.getByText(text)).toBeVisible(wait);
  await expect(page.locator('#dfa-status')).toHaveText(text);
}

const devices = (page: Page) =>
  page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem');

/** The account page of a browser whose session has ended asks it to sign in again. */
async function expectSignedOut(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Sign in to see your account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test.describe('the member account page', () => {
  test('a password change signs the other browsers out; one device, then every other, can be signed out', async ({
    page,
    browser,
  }) => {
    // Several sign-ins, each a deliberately slow password hash: give a busy machine time.
    test.slow();
    const member = await createMemberWithPassword('tide moon river 7', 'Amira');
    const newPassword = 'copper kettle lantern 9';
    const errors: string[] = [];

    await signIn(page, member.email, member.password);
    const laptop = await otherBrowser(browser, member.email, member.password, errors);
    await page.goto('/account');
    await expect(devices(page)).toHaveCount(2);
    await expect(devices(page).filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(devices(page).first()).toContainText(/^Chrome \d+ on \w+/);
    await expectNoAxeViolations(page);
    // Many forms, each its own section: none claims the page's one primary rank for itself.
    const primaries = page.getByRole('main').locator('button[class*="_primary_"], a[class*="_primary_"]');
    expect(await primaries.count()).toBeLessThanOrEqual(1);

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password', { exact: true }).fill(member.password);
    await password.getByLabel('New password', { exact: true }).fill(newPassword);
    await password.getByLabel('Repeat the new password', { exact: true }).fill('copper kettle lantern 8');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByLabel('Repeat the new password', { exact: true })).toHaveAccessibleDescription(
      'The two new passwords do not match.',
    );
    await password.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expectReported(
      page,
      password,
      'Your password is changed. One other device was signed out. This device stays signed in.',
      PASSWORD_WAIT,
    );
    await nextEmail(member.email, /^Your DFA Portal password was changed$/);
    await expect(devices(page)).toHaveCount(1);
    await expectSignedOut(laptop.page);

    // Two browsers sign in again with the new password.
    await signIn(laptop.page, member.email, newPassword);
    const phone = await otherBrowser(browser, member.email, newPassword, errors);
    await page.reload();
    await expect(devices(page)).toHaveCount(3);

    // One of them, chosen by its own button.
    const someOther = devices(page).filter({ hasNotText: 'This device' }).first();
    await someOther.getByRole('button', { name: /^Sign out/ }).click();
    await expect(devices(page)).toHaveCount(2);
    await expectReported(
      page,
      page.getByRole('region', { name: 'Where you are signed in' }),
      / is signed out\.$/,
    );
    // Its row is gone: focus waits on the list's heading, not at the top of the page.
    await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeFocused();

    // Then all the others, after confirming.
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await expect(dialog).toContainText('One other device will be signed out');
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(dialog).toBeHidden();
    await expect(devices(page)).toHaveCount(1);
    await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeFocused();
    await expectSignedOut(laptop.page);
    await expectSignedOut(phone.page);

    // This browser is still signed in.
    await page.reload();
    await expect(devices(page)).toHaveCount(1);
    await laptop.context.close();
    await phone.context.close();
    expect(errors).toEqual([]);
  });

  test('at 1440 px the sections have their navigation beside them; on a phone the page is one column', async ({
    page,
  }) => {
    const member = await createMemberWithPassword('tide moon river 7', 'Amira');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, member.email, member.password);
    await page.goto('/account');
    const sections = page.getByRole('navigation', { name: 'Account sections' });
    await expect(sections.getByRole('link')).toHaveText([
      'Your name',
      'Phone number',
      'Email address',
      'Password',
      'Where you are signed in',
      'Meeting hours',
      'Membership and invoices',
      'API keys',
    ]);
    const password = page.getByRole('region', { name: 'Password' });
    await expect(password).toBeVisible();
    const [navBox, passwordBox] = [(await sections.boundingBox())!, (await password.boundingBox())!];
    expect(navBox.x + navBox.width, 'the navigation stands beside the sections').toBeLessThan(passwordBox.x);
    const primaries = page.getByRole('main').locator('button[class*="_primary_"], a[class*="_primary_"]');
    expect(await primaries.count()).toBeLessThanOrEqual(1);

    // A link brings its section into sight, below the workspace's bar; the navigation stays beside it.
    await sections.getByRole('link', { name: 'API keys' }).click();
    const keys = page.getByRole('region', { name: 'API keys' });
    await expect(keys.getByRole('heading', { name: 'API keys' })).toBeInViewport();
    const barBottom = (await page.getByRole('banner').boundingBox())!;
    expect((await keys.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom.y + barBottom.height);
    await expect(sections).toBeInViewport();
    await expectNoAxeViolations(page);

    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(sections).toBeHidden();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    }
  });

  test.describe('email and phone', () => {
    // A reused link is refused with a 400, on purpose.
    test.use({ expectedApiStatuses: [400] });

    test('a change the server refuses puts focus on the field at fault and says why aloud', async ({
      page,
    }) => {
      test.slow();
      const member = await createMemberWithPassword('tide moon river 7', 'Amira');
      await signIn(page, member.email, member.password);
      await page.goto('/account');
      const password = page.getByRole('region', { name: 'Password' });
      await password.getByLabel('Current password', { exact: true }).fill('tide moon river 8');
      await password.getByLabel('New password', { exact: true }).fill('copper kettle lantern 9');
      await password.getByLabel('Repeat the new password', { exact: true }).fill('copper kettle lantern 9');
      await password.getByRole('button', { name: 'Change password' }).click();
      const current = password.getByLabel('Current password', { exact: true });
      await expect(current).toBeFocused(PASSWORD_WAIT);
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#dfa-alert')).toContainText(/password/i);
      await expect(page.locator('#dfa-alert')).not.toContainText(/invalid fields/);
      await expectNoAxeViolations(page);
    });

    test('the email changes only when the link sent to the new address is opened', async ({ page }) => {
      test.slow();
      const member = await createMemberWithPassword('tide moon river 7', 'Amira');
      const newEmail = `amira.${uniqueTag()}@gulf-forwarding.test`;
      await signIn(page, member.email, member.password);
      await page.goto('/account');

      const email = page.getByRole('region', { name: 'Email address' });
      await expect(email).toContainText(`You sign in with ${member.email}`);
      await expect(email).toContainText(`It works once, for ${EMAIL_CHANGE_TTL_HOURS} hours`);
      await email.getByLabel('New email address').fill(newEmail);
      await email.getByLabel('Current password', { exact: true }).fill('not my password');
      await email.getByRole('button', { name: 'Send the confirmation link' }).click();
      await expect(email.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(
        'This is not your current password.',
        PASSWORD_WAIT,
      );
      await email.getByLabel('Current password', { exact: true }).fill(member.password);
      await email.getByRole('button', { name: 'Send the confirmation link' }).click();
      await expectReported(
        page,
        email,
        `We sent a confirmation link to ${newEmail}. Open it to finish the change.`,
        PASSWORD_WAIT,
      );
      await expect(email).toContainText(`Waiting for confirmation: we sent a link to ${newEmail}`);

      const mail = await nextEmail(newEmail, /^Confirm your new DFA Portal email address$/);
      const link = /https?:\/\/\S+\/account\/confirm-email\/[\w-]+/.exec(mail.text ?? '')?.[0];
      expect(link, 'the confirmation link in the email').toBeDefined();

      // Nothing has changed until the link is opened.
      await page.reload();
      await expect(email).toContainText(`You sign in with ${member.email}`);

      await page.goto(link!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your new email address');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Confirm my new email address' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is changed');
      await nextEmail(member.email, /^Your DFA Portal email address was changed$/);

      await page.goto('/account');
      await expect(email).toContainText(`You sign in with ${newEmail}`);
      await expect(email).not.toContainText('Waiting for confirmation');

      await page.goto(link!);
      await page.getByRole('button', { name: 'Confirm my new email address' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
    });

    test.describe('on a phone', () => {
      test.use(PHONE);

      test('the name and a new phone number, confirmed by a texted code, show at once', async ({ page }) => {
        test.slow();
        const member = await createMemberWithPassword('tide moon river 7', 'Amira');
        const newPhone = `+447400${randomInt(100_000, 1_000_000)}`;
        await signIn(page, member.email, member.password);
        await page.goto('/account');

        const name = page.getByRole('region', { name: 'Your name' });
        await name.getByLabel('First name').fill('Amina');
        await name.getByRole('button', { name: 'Save name' }).click();
        await expectReported(page, name, 'Your name is now Amina Haddad.');
        await expect(page.getByRole('banner')).toContainText('Amina');

        const phone = page.getByRole('region', { name: 'Phone number' });
        await phone.getByLabel('New phone number').fill(newPhone);
        await phone.getByRole('button', { name: 'Send a code' }).click();
        const code = await smsCode(newPhone);
        const wrong = code === '000000' ? '111111' : '000000';
        await phone.getByLabel('Code from the text message').fill(wrong);
        await phone.getByLabel('Current password', { exact: true }).fill(member.password);
        await phone.getByRole('button', { name: 'Confirm the new number' }).click();
        await expect(phone.getByLabel('Code from the text message')).toHaveAccessibleDescription(
          /This code is not correct/,
        );
        await expect(phone.getByLabel('Code from the text message')).toBeFocused();
        await expect(phone.getByLabel('Code from the text message')).toHaveAttribute('aria-invalid', 'true');
        // Read out too, through the alert region the page had from its first render.
        await expect(page.locator('#dfa-alert')).toContainText(/This code is not correct/);
        await expect(phone).toContainText('Current number: none yet');
        await phone.getByLabel('Code from the text message').fill(code);
        await phone.getByLabel('Current password', { exact: true }).fill('not my password');
        await phone.getByRole('button', { name: 'Confirm the new number' }).click();
        await expect(phone.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(
          'This is not your current password.',
          PASSWORD_WAIT,
        );
        await phone.getByLabel('Current password', { exact: true }).fill(member.password);
        await phone.getByRole('button', { name: 'Confirm the new number' }).click();
        await expectReported(
          page,
          phone,
          `Your phone number is now ${newPhone}. No other device was signed in. This device stays signed in.`,
        );
        await expect(phone).toContainText(`Current number: ${newPhone}`);

        // Nothing sticks out of a phone's screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });
    });
  });
});
