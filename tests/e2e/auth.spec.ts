import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, POSTGRES_SUBSET, test, uniqueTag } from './support/fixtures';
import { freshAuthenticatorCode } from '../support/authenticator';
import { createMemberWithPassword, expirePasswordLinks, PASSWORD_WAIT } from './support/members';
import { nextEmail, smsCode } from './support/outbox';
import { MEMBERSHIP_STATE_LABELS } from '../../shared/domain/membership';
import { MEMBERSHIP_STATE_NOTES } from '../../shared/domain/membership-notes';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const banner = (page: Page) => page.getByRole('banner');

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The link of the reset email, as received over SMTP, after asking for it on the page. */
async function requestResetLink(page: Page, email: string, earlierLinks = 0): Promise<string> {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page).toHaveURL(/\/auth\/notification-page\?flow=reset-sent$/);
  await expect(heading(page)).toHaveText('Check your email');
  const mail = await nextEmail(email, /^Reset your DFA Portal password$/, earlierLinks);
  const link = /https?:\/\/\S+\/auth\/confirm-password\/[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the reset link in the email text').toBeDefined();
  expect(mail.html).toContain(link);
  return link!;
}

test.describe('sign-up', () => {
  // The wrong phone code is refused with a 400, on purpose.
  test.use({ expectedApiStatuses: [400] });

  test('keeps what the visitor typed into the first step before the form hydrated', async ({ page }) => {
    // A slow phone: the form's code arrives only after the visitor has started typing into the
    // server's HTML.
    let releaseFormCode!: () => void;
    const formCodeHeld = new Promise<void>((resolve) => (releaseFormCode = resolve));
    await page.route(/\/assets\/SignUpForm-[\w-]+\.js$/, async (route) => {
      await formCodeHeld;
      await route.continue();
    });
    await page.goto('/auth/sign-up');
    await page.getByLabel('Company name').fill('Baltic Box Agency');
    await page.getByLabel('City').fill('Gdansk');
    await page.getByLabel('NVOCC').check();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    releaseFormCode();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(page.getByLabel('Company name')).toHaveValue('Baltic Box Agency');
    await expect(page.getByLabel('City')).toHaveValue('Gdansk');
    await expect(page.getByLabel('NVOCC')).toBeChecked();
    // The answers are the form's own: with the country chosen, the first step is complete.
    await page.getByLabel('Country').selectOption('PL');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Step 2 of 5: Contact person');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Company name')).toHaveValue('Baltic Box Agency');
  });

  test(
    'applies in five steps with a verified phone, then signs in, stays signed in and signs out',
    POSTGRES_SUBSET,
    async ({ page }) => {
      // A number in a range libphonenumber accepts (the 7700 900 drama range is refused as fictional).
      const suffix = randomInt(100, 1000);
      // The whole journey of a new member, with an SMS and several server round trips.
      test.slow();
      const email = `lena.berg-${uniqueTag()}@nordic-reefer.test`;
      const phone = `+447400123${suffix}`;
      const password = 'harbour lamp ferry 42';

      await page.goto('/auth/sign-up');
      await expect(page).toHaveTitle('Apply for membership | DFA');
      const progress = page.getByRole('navigation', { name: 'Sign-up progress' });
      await expect(progress.locator('[aria-current="step"]')).toContainText('Your company');

      // Next checks only the step on screen.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Enter the company name.')).toBeVisible();
      await expect(page.getByText('Choose at least one service.')).toBeVisible();
      await expect(page.getByLabel('Company name')).toBeFocused();

      await page.getByLabel('Company name').fill('Nordic Reefer Lines');
      await page.getByLabel('Country').selectOption('GB');
      await page.getByLabel('City').fill('Felixstowe');
      await page.getByLabel('Website (optional)').fill('https://www.nordic-reefer.test');
      await page.getByLabel('Freight forwarding by sea').check();
      await page.getByLabel('NVOCC').check();
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(stepHeading(page)).toHaveText('Step 2 of 5: Contact person');
      await expect(stepHeading(page)).toBeFocused();
      await expect(progress.locator('[aria-current="step"]')).toContainText('Contact person');
      // The company's country gives the phone number its country code.
      await expect(page.getByLabel('Mobile phone')).toHaveValue('+44 ');
      await page.getByLabel('First name').fill('Lena');
      await page.getByLabel('Last name').fill('Berg');
      await page.getByLabel('Work email').fill(email);
      await page.getByLabel('Mobile phone').fill(`+44 7400 123${suffix}`);

      // Back and forth keeps every answer.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByLabel('Company name')).toHaveValue('Nordic Reefer Lines');
      await expect(page.getByLabel('Country')).toHaveValue('GB');
      await expect(page.getByLabel('NVOCC')).toBeChecked();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('Work email')).toHaveValue(email);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(stepHeading(page)).toHaveText('Step 3 of 5: Verify your phone');
      await expect(page.getByText(`+44 7400 123${suffix}`).first()).toBeVisible();
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await expect(page.getByRole('main').getByText(/We sent a 6-digit code to \+44 7400 123/)).toBeVisible();
      const resend = page.getByRole('button', { name: 'Send a new code' });
      await expect(resend).toBeDisabled();
      await expect(page.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
      const code = await smsCode(phone);

      const codeInput = page.getByLabel('6-digit code from the SMS');
      // The button that sent the code is gone: the field for the code takes its place in focus.
      await expect(codeInput).toBeFocused();
      await expect(page.locator('#dfa-status')).toContainText(/We sent a 6-digit code/);
      await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
      const wrongCode = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
      await codeInput.fill(wrongCode);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(codeInput).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('main').getByText('This code is not correct. 4 tries left.')).toBeVisible();
      await expect(page.locator('#dfa-alert')).toHaveText('This code is not correct. 4 tries left.');
      await expect(codeInput).toBeFocused();
      await codeInput.fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('main').getByText(`+44 7400 123${suffix} is verified.`)).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(stepHeading(page)).toHaveText('Step 4 of 5: Choose a password');
      await page.getByLabel('Password', { exact: true }).fill('password1');
      await expect(
        page.getByText('This is one of the most common passwords; choose something less obvious.'),
      ).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill(password);
      await expect(page.getByText('Strength: Strong.')).toBeVisible();
      await page.getByRole('button', { name: 'Show password', exact: true }).click();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
      await page.getByLabel('Confirm password').fill('harbour lamp ferry 24');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('The two passwords do not match.')).toBeVisible();
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(stepHeading(page)).toHaveText('Step 5 of 5: Terms and submit');
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(page.getByText('Accept the terms and conditions to continue.')).toBeVisible();
      await page.getByLabel(/I accept the terms and conditions/).check();
      await page.getByLabel(/I accept the code of ethics/).check();
      await page.getByRole('button', { name: 'Submit application' }).click();

      await expect(page).toHaveURL(/\/auth\/notification-page\?flow=registration$/, PASSWORD_WAIT);
      await expect(heading(page)).toHaveText('Thank you: your application is received');
      await expect(page).toHaveTitle('Account notification | DFA');

      // The same address cannot apply twice: the live check says so, with a way to sign in.
      await page.goto('/auth/sign-up');
      await page.getByLabel('Company name').fill('Nordic Reefer Lines');
      await page.getByLabel('Country').selectOption('GB');
      await page.getByLabel('City').fill('Felixstowe');
      await page.getByLabel('NVOCC').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Work email').fill(email.toUpperCase());
      await expect(page.getByText('This email address is already registered.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
        'href',
        '/auth/sign-in',
      );

      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/dashboard$/, PASSWORD_WAIT);
      // An applicant's home says where the application stands; the tools wait for approval.
      await expect(heading(page)).toHaveText('Your membership application');
      // Until the emailed link is opened, the application waits for its address to be confirmed.
      await expect(
        page
          .getByRole('main')
          .getByText(
            `${MEMBERSHIP_STATE_LABELS.email_unconfirmed}. ${MEMBERSHIP_STATE_NOTES.email_unconfirmed}`,
          ),
      ).toBeVisible();
      await expect(banner(page).getByText('Lena')).toBeVisible();
      await expect(banner(page).getByText('Nordic Reefer Lines')).toBeVisible();

      await page.reload();
      await expect(heading(page)).toHaveText('Your membership application');
      await expect(banner(page).getByText('Lena')).toBeVisible();

      const memberButton = banner(page).getByRole('button', { name: /Lena/ });
      await memberButton.click();
      await expect(memberButton).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(memberButton).toHaveAttribute('aria-expanded', 'false');
      await expect(memberButton).toBeFocused();
      await page.keyboard.press('Enter');
      await banner(page).getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(banner(page).getByText('Lena')).toHaveCount(0);

      // Signed out on the server too: the greeting now sends the visitor to sign in.
      await page.goto('/auth/sign-in/greetings');
      await expect(page).toHaveURL(/\/auth\/sign-in$/);
    },
  );
});

test.describe('sign-in', () => {
  test.use({ expectedApiStatuses: [401] });

  test(
    'shows the server’s message for a wrong password and links to the other auth pages',
    POSTGRES_SUBSET,
    async ({ page }) => {
      const member = await createMemberWithPassword('tide moon river 7');
      await signIn(page, member.email, 'not the password');
      await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.', PASSWORD_WAIT);
      await expect(page).toHaveURL(/\/auth\/sign-in$/);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(heading(page)).toHaveText('Reset your password');
      await page.goBack();
      await page.getByRole('link', { name: 'Apply for membership' }).click();
      await expect(heading(page)).toHaveText('Apply for membership');
    },
  );
});

test.describe('sign-in after wrong passwords', () => {
  // The guesses are refused with 401, then the unknown browser with 403: the behaviour under test.
  test.use({ expectedApiStatuses: [401, 403] });

  test('a browser the account does not know signs in through the link emailed to the owner', async ({
    page,
  }) => {
    test.slow();
    const member = await createMemberWithPassword('tide moon river 7', 'Amira');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signIn(page, member.email, `not the password ${attempt}`);
      await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
    }
    // The owner, right password, new browser: one more step, and no wait.
    await signIn(page, member.email, member.password);
    await expect(page.getByRole('alert')).toHaveText(
      'Several wrong passwords were tried for this account, so this browser needs one more step: ask for a sign-in link by email, open it here, then sign in.',
    );
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a sign-in link is on its way' })).toBeVisible();
    const mail = await nextEmail(member.email, /^Your link to sign in to the DFA Portal$/);
    const link = /https?:\/\/\S+\/auth\/unlock\/[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link, 'the sign-in link in the email').toBeDefined();

    await page.goto(link!);
    await expect(heading(page)).toHaveText('Let this browser sign in');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Let this browser sign in' }).click();
    await expect(heading(page)).toHaveText('This browser may sign in');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email address').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(heading(page)).toHaveText('Welcome back, Amira');
  });
});

test.describe('administrators', () => {
  // A wrong authentication code is refused with a 400, on purpose.
  test.use({ expectedApiStatuses: [400] });

  test('set up the second factor at the first sign-in, then sign in with the app or a recovery code', async ({
    page,
  }) => {
    test.slow();
    const admin = await createMemberWithPassword('secretariat desk 2026', 'Noor', { isAdmin: true });
    await signIn(page, admin.email, admin.password);
    await expect(stepHeading(page)).toHaveText('Set up your authenticator app');
    await expect(
      page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    const shown = (await page.getByRole('code').first().textContent())!;
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = shown.replace(/\s/g, '');
    await expectNoAxeViolations(page);

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    // A wrong code is read out, and the keyboard is back on its field, which names the problem.
    const refused = 'This code is not correct. 4 tries left.';
    await expect(page.locator('#dfa-alert')).toHaveText(refused);
    const codeField = page.getByLabel('Code from the app');
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toHaveAccessibleDescription(refused);
    await page.getByLabel('Code from the app').fill(await freshAuthenticatorCode(secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();

    await expect(stepHeading(page)).toHaveText('Keep your recovery codes');
    const codes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'I have kept them, continue' }).click();
    await expect(heading(page)).toHaveText('Welcome back, Noor');
    // The team's work queues load after the page: their answer must be in before the cookies go,
    // or the request leaves without the session and is refused.
    await expect(page.getByRole('table', { name: 'Work queues' })).toBeVisible();

    // Next time: the password, then the app's code; or a recovery code when the phone is lost.
    await page.context().clearCookies();
    await signIn(page, admin.email, admin.password);
    await expect(stepHeading(page)).toHaveText('Enter your authentication code');
    await page.getByLabel('Code from the app, or a recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(heading(page)).toHaveText('Welcome back, Noor');
  });
});

test.describe('password reset', () => {
  // The old password is refused with a 401 after the reset, on purpose.
  test.use({ expectedApiStatuses: [401] });

  test(
    'the emailed link sets a new password and ends every other session',
    POSTGRES_SUBSET,
    async ({ page, browser }) => {
      // Four deliberately slow password hashes (scrypt) in one test: give a busy machine time.
      test.slow();
      const member = await createMemberWithPassword('tide moon river 7', 'Amira');
      const newPassword = 'copper kettle lantern 9';

      // Another browser signed in before the reset.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await signIn(otherPage, member.email, member.password);
      await expect(heading(otherPage)).toHaveText('Welcome back, Amira', PASSWORD_WAIT);

      const link = await requestResetLink(page, member.email);
      expect(link).toContain(`${test.info().project.use.baseURL}/auth/confirm-password/`);
      await page.goto(link);
      await expect(heading(page)).toHaveText('Choose a new password');
      await expect(page).toHaveTitle('Choose a new password | DFA');
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page).toHaveURL(/\/auth\/notification-page\?flow=password-changed$/, PASSWORD_WAIT);
      await expect(heading(page)).toHaveText('Your password is changed');
      await nextEmail(member.email, /^Your DFA Portal password was changed$/);

      await otherPage.reload();
      await expect(otherPage.getByRole('heading', { name: 'Sign in to see your dashboard' })).toBeVisible();
      await expect(banner(otherPage).getByRole('link', { name: 'Sign in' })).toBeVisible();
      await other.close();

      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await expect(heading(page)).toHaveText('Sign in');
      await signIn(page, member.email, member.password);
      await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.', PASSWORD_WAIT);
      await signIn(page, member.email, newPassword);
      await expect(heading(page)).toHaveText('Welcome back, Amira', PASSWORD_WAIT);

      // The link worked once.
      await page.goto(link);
      await expect(heading(page)).toHaveText('This link no longer works');
    },
  );

  test('an expired link says so and offers a new one', async ({ page }) => {
    const member = await createMemberWithPassword('tide moon river 7');
    const link = await requestResetLink(page, member.email);
    await expirePasswordLinks(member.email);
    await page.goto(link);
    await expect(heading(page)).toHaveText('This link no longer works');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  });

  test('a made-up link is refused the same way', async ({ page }) => {
    await page.goto(`/auth/confirm-password/${'x'.repeat(43)}`);
    await expect(heading(page)).toHaveText('This link no longer works');
  });
});

test.describe('auth pages', () => {
  test('have their own titles, no axe violations, and fit a 360 px screen', async ({ page }) => {
    const pages = [
      ['/auth/sign-up', 'Apply for membership | DFA'],
      ['/auth/sign-in', 'Sign in to the member portal | DFA'],
      ['/auth/forgot-password', 'Reset your password | DFA'],
    ] as const;
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('button').last()).toBeEnabled();
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path] of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, path).toBe(false);
    }
  });

  test('an unknown notification flow shows a neutral message, and an anonymous greeting goes to sign-in', async ({
    page,
  }) => {
    await page.goto('/auth/notification-page?flow=constructor');
    await expect(heading(page)).toHaveText('Nothing more to do here');
    await page.goto('/auth/sign-in/greetings');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });
});
