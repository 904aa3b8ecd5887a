import {
  insertColleague,
  insertMember,
  sessionCookie,
  signedInMember,
  type MemberOverrides,
} from '../../support/members';
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { addDays, utcDay } from '../../../shared/domain/date';
import { MEMBER_TOOLS, type MemberTool } from '../../../shared/domain/member-access';
import { createSession } from '../../../src-server/http/sessions';
import { freshAuthenticatorCode } from '../../support/authenticator';
import { withE2eDatabase } from './database';
import type { E2eSite } from './e2e-site';

/**
 * Creates a member (a company of its own, with one person) with a live session in the e2e
 * server's database, or in that of a test's own `site`, as sign-in will, and returns the session
 * cookie to give the browser.
 */
export async function createSignedInMember({
  firstName = 'Lena',
  isAdmin = false,
  membership = 'premium',
  company = 'Nordic Reefer Lines',
  site,
}: {
  firstName?: string;
  isAdmin?: boolean;
  membership?: MemberOverrides['membership'];
  company?: string;
  site?: E2eSite;
} = {}) {
  const member = await withE2eDatabase(
    (db) =>
      signedInMember(db, {
        firstName,
        lastName: 'Berg',
        isAdmin,
        membership,
        companyName: company,
        phone: null,
      }),
    site,
  );
  return {
    cookie: sessionCookie(member.token),
    firstName,
    email: member.email,
    company,
    companyId: member.companyId,
  };
}

/** Signs the page's browser in as this member alone: an earlier session cookie is dropped. */
export async function signInOnly(
  page: Page,
  baseURL: string,
  member: { cookie: { name: string; value: string } },
): Promise<void> {
  await page.context().clearCookies();
  await page.context().addCookies([{ ...member.cookie, url: baseURL }]);
}

/**
 * An applicant and a lapsed (Standard Inactive) member, each with the heading of the panel
 * they should see where `tool` would be and the words the server's guard gives them.
 */
export async function lockedOutMembers(tool: MemberTool) {
  return [
    {
      member: await createSignedInMember({ firstName: 'Ines', membership: 'pending' }),
      panel: 'Your application is being reviewed',
      message: MEMBER_TOOLS[tool].pending,
    },
    {
      member: await createSignedInMember({ firstName: 'Karl', membership: 'standard_inactive' }),
      panel: 'Renew your membership',
      message: MEMBER_TOOLS[tool].lapsed,
    },
  ];
}

export interface TeamMember {
  firstName: string;
  cookie: { name: string; value: string };
}

/** A company with several signed-in members (colleagues), as sign-up and sign-in would leave them. */
export async function createCompanyTeam(companyName: string, firstNames: string[]): Promise<TeamMember[]> {
  return withE2eDatabase(async (db) => {
    const [first, ...others] = firstNames;
    const founder = await insertMember(db, { companyName, firstName: first, lastName: 'Novak', phone: null });
    const userIds = [founder.userId];
    for (const firstName of others) {
      userIds.push(
        (await insertColleague(db, founder.companyId, { firstName, lastName: 'Novak', phone: null })).userId,
      );
    }
    return Promise.all(
      userIds.map(async (userId, index) => ({
        firstName: firstNames[index]!,
        cookie: sessionCookie((await createSession(db, userId, new Date())).token),
      })),
    );
  });
}

/**
 * A member (or, with `isAdmin`, one of the association's team) who can sign in with `password`,
 * written straight to the e2e database (or that of a test's own `site`) with the server's own
 * password hashing. Each call makes a new, unique email address.
 */
export async function createMemberWithPassword(
  password: string,
  firstName = 'Amira',
  { isAdmin = false, site }: { isAdmin?: boolean; site?: E2eSite } = {},
) {
  const { hashPassword } = await import('../../../src-server/features/auth/passwords');
  const passwordHash = await hashPassword(password);
  const company = isAdmin ? 'DFA Secretariat' : 'Gulf Forwarding LLC';
  const { email } = await withE2eDatabase(
    (db) =>
      insertMember(db, {
        companyName: company,
        membership: 'standard_active',
        firstName,
        lastName: 'Haddad',
        phone: null,
        passwordHash,
        isAdmin,
      }),
    site,
  );
  return { email, password, firstName, company };
}

/**
 * How long to wait for a step that hashes or checks a password. Each hash is deliberately slow
 * (scrypt, 128 MiB) and a server runs them one at a time, so on a busy machine a sign-in waits
 * behind the other worker's.
 */
export const PASSWORD_WAIT = { timeout: 40_000 };

/** Signs in through the sign-in form, which lands on the member's dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, PASSWORD_WAIT);
}

/** Each admin's TOTP secret, as their authenticator app keeps it from the first sign-in. */
const adminSecrets = new Map<string, string>();

/**
 * Signs an administrator in through the sign-in form and its second step: at the first
 * sign-in the secret is read from the set-up page (as a person types it into their app) and
 * the recovery codes are acknowledged; afterwards the code comes from the kept secret.
 */
export async function signInAsAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const setup = page.getByRole('heading', { name: 'Set up your authenticator app' });
  const code = page.getByRole('heading', { name: 'Enter your authentication code' });
  await expect(setup.or(code)).toBeVisible();
  if (await setup.isVisible()) {
    const secret = (await page.getByRole('code').first().textContent())!.replace(/\s/g, '');
    adminSecrets.set(email, secret);
    await page.getByLabel('Code from the app').fill(await freshAuthenticatorCode(secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByRole('button', { name: 'I have kept them, continue' }).click();
  } else {
    const secret = adminSecrets.get(email);
    if (!secret) throw new Error(`${email} set up the second factor in another test run`);
    await page.getByLabel('Code from the app, or a recovery code').fill(await freshAuthenticatorCode(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Moves every password link of this account into the past, as if an hour had gone by. */
export async function expirePasswordLinks(email: string): Promise<void> {
  const expired = await withE2eDatabase((db) =>
    db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
      .executeTakeFirst(),
  );
  if (Number(expired.numUpdatedRows) === 0) throw new Error(`No password link to expire for ${email}`);
}

/**
 * A new member company with an open Premium renewal invoice, issued `issuedDaysAgo` days ago and
 * due in `dueInDays`; answers the invoice's number.
 */
export async function memberWithOpenInvoice({
  dueInDays,
  issuedDaysAgo = 0,
}: {
  dueInDays: number;
  issuedDaysAgo?: number;
}): Promise<string> {
  const number = `DFA-2026-${randomBytes(3).toString('hex').toUpperCase()}`;
  const member = await createSignedInMember({ company: `Sohar Bridge Lines ${number}` });
  await withE2eDatabase(async (db) => {
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', member.company)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('membership_invoices')
      .values({
        number,
        company_id: company.id,
        kind: 'renewal',
        tier: 'premium',
        amount_minor: 250_000,
        currency: 'USD',
        issued_on: addDays(utcDay(), -issuedDaysAgo),
        due_on: addDays(utcDay(), dueInDays),
        renews_until: null,
        status: 'open',
        paid_on: null,
        payment_reference: null,
        confirmed_by: null,
        confirmed_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  return number;
}
