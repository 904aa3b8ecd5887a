import {
  insertColleague,
  insertMember,
  sessionCookie,
  signedInMember,
  type MemberOverrides,
} from '../../support/members';
import { expect, type Page } from '@playwright/test';
import { MEMBER_TOOLS, type MemberTool } from '../../../shared/domain/member-access';
import { createSession } from '../../../src-server/http/sessions';
import { withE2eDatabase } from './database';

/**
 * Creates a member with a live session in the e2e server's database, as sign-in will, and
 * returns the session cookie to give the browser.
 */
export async function createSignedInMember({
  firstName = 'Lena',
  isAdmin = false,
  membership = 'premium',
  company = 'Nordic Reefer Lines',
}: {
  firstName?: string;
  isAdmin?: boolean;
  membership?: MemberOverrides['membership'];
  company?: string;
} = {}) {
  const member = await withE2eDatabase((db) =>
    signedInMember(db, {
      firstName,
      lastName: 'Berg',
      isAdmin,
      membership,
      companyName: company,
      phone: null,
    }),
  );
  return { cookie: sessionCookie(member.token), firstName, email: member.email, company };
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
        cookie: sessionCookie((await createSession(db, userId)).token),
      })),
    );
  });
}

/**
 * A member (or, with `isAdmin`, one of the association's team) who can sign in with `password`,
 * written straight to the e2e database with the server's own password hashing. Each call makes
 * a new, unique email address.
 */
export async function createMemberWithPassword(
  password: string,
  firstName = 'Amira',
  { isAdmin = false }: { isAdmin?: boolean } = {},
) {
  const { hashPassword } = await import('../../../src-server/features/auth/passwords');
  const passwordHash = await hashPassword(password);
  const company = isAdmin ? 'DFA Secretariat' : 'Gulf Forwarding LLC';
  const { email } = await withE2eDatabase((db) =>
    insertMember(db, {
      companyName: company,
      membership: 'standard_active',
      firstName,
      lastName: 'Haddad',
      phone: null,
      passwordHash,
      isAdmin,
    }),
  );
  return { email, password, firstName, company };
}

/** Signs in through the sign-in form, which lands on the member's dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
