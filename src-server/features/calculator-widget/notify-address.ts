import { NOTIFY_LINK_TTL_HOURS, WIDGET_REQUESTS_PER_HOUR } from '../../../shared/api/calculator-widget';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { hashToken, newToken } from '../../core/tokens';
import { enqueueEmail, type EmailDraft } from '../../services/email';
import {
  claimLimitNotice,
  confirmPendingNotifyEmail,
  isCompanyAccountEmail,
  markLimitReached,
  type NotifyAddress,
  type WidgetRecord,
} from './widget-repository';

const LINK_TTL_MS = NOTIFY_LINK_TTL_HOURS * 60 * 60 * 1000;
/** The member hears about a full hour at most once an hour. */
const LIMIT_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

const NOTIFY_LINK_DEAD =
  'This link has expired, was already used or was replaced by a newer one. Save the calculator again on its page to get a new link.';

function confirmNotifyPath(token: string): string {
  return `/digital-tools/freight-calculator/confirm-address/${token}`;
}

export interface AddressChoice {
  address: NotifyAddress;
  /** the link to email to the new address, when one must be sent */
  link?: { email: string; token: string };
}

/**
 * Where a save leaves quote requests. The portal sends nothing to an address nobody confirmed:
 * the addresses of the company's own accounts count as confirmed (their owners sign in with
 * them); any other waits for a link sent to it, and meanwhile requests keep going to the
 * confirmed address (for a new widget, the saving member's own).
 */
export async function chooseNotifyAddress(
  db: Db,
  {
    companyId,
    requested,
    current,
    memberEmail,
  }: { companyId: number; requested: string; current: WidgetRecord | undefined; memberEmail: string },
  now: Date,
): Promise<AddressChoice> {
  if (requested === current?.notifyEmail || (await isCompanyAccountEmail(db, companyId, requested))) {
    return { address: { confirmed: requested, pending: null } };
  }
  const confirmed = current?.notifyEmail ?? memberEmail;
  const linkLive =
    current?.pendingNotifyEmail === requested &&
    current.notifyLinkExpiresAt !== null &&
    current.notifyLinkExpiresAt > now.toISOString();
  if (linkLive) return { address: { confirmed, pending: 'keep' } };
  const token = newToken();
  return {
    address: {
      confirmed,
      pending: {
        email: requested,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
      },
    },
    link: { email: requested, token },
  };
}

export function confirmAddressEmail(
  { email, token }: { email: string; token: string },
  { company, siteUrl }: { company: string; siteUrl: string },
): EmailDraft {
  return {
    to: email,
    subject: `Confirm this address for ${company}'s calculator quote requests`,
    blocks: [
      'Hello,',
      `${company}, a member of the Digital Freight Alliance, wants the quote requests that visitors send through the freight calculator on its website emailed to this address.`,
      `Nothing is sent here until you confirm. The link works once, for ${NOTIFY_LINK_TTL_HOURS} hours.`,
      { link: 'Confirm this address', url: `${siteUrl}${confirmNotifyPath(token)}` },
      'If you do not know this company or did not expect this, ignore this email: the address will not be used.',
    ],
    payload: { purpose: 'calculator-notify-address' },
  };
}

/** Makes the waiting address the one requests go to, once; answers it and the widget's name. */
export async function confirmNotifyAddress(
  db: Db,
  token: string,
  now: Date,
): Promise<{ email: string; company: string }> {
  const confirmed = await confirmPendingNotifyEmail(db, hashToken(token), now);
  if (!confirmed) throw new ApiError('VALIDATION', NOTIFY_LINK_DEAD, { token: NOTIFY_LINK_DEAD });
  return { email: confirmed.notify_email, company: confirmed.display_name };
}

/**
 * Records that the widget's hourly limit turned a visitor away, and emails its confirmed address
 * about it, at most once an hour (the claim on the row decides which of several servers sends).
 */
export async function recordLimitReached(
  db: Db,
  record: WidgetRecord,
  { siteUrl }: { siteUrl: string },
  now: Date,
): Promise<void> {
  const quietSince = new Date(now.getTime() - LIMIT_NOTICE_INTERVAL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await markLimitReached(trx, record.widgetId, now);
    if (!(await claimLimitNotice(trx, record.widgetId, { quietSince, now }))) return;
    await enqueueEmail(
      trx,
      {
        to: record.notifyEmail,
        subject: 'Your website calculator reached its hourly limit of quote requests',
        blocks: [
          'Hello,',
          `The freight calculator on your website (${record.displayName}) has taken ${WIDGET_REQUESTS_PER_HOUR} quote requests in the last hour, the most it takes in an hour. Visitors who ask now are told to try again later or to contact you directly.`,
          'If the requests are real enquiries, answer them from your calculator page, where they are listed. If they look like junk, someone may be filling in the form on purpose: you can switch the calculator off there until it stops, and tell us through the contact page.',
          { link: 'Open your calculator', url: `${siteUrl}/digital-tools/freight-calculator/widget` },
        ],
        payload: { purpose: 'calculator-limit-reached', widgetId: record.widgetId },
      },
      now,
    );
  });
}
