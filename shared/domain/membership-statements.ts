import { FINAL_REMINDER_DAYS, INVOICE_DUE_DAYS, RENEWAL_NOTICE_DAYS } from './membership';

/**
 * Membership rules that several pages state. Each is one sentence that every page renders as it
 * stands, so the benefits, membership and regulations pages cannot drift apart; tests hold the
 * access guard, the membership calendar and the renewal email to the same rules.
 */

/** Who may read and answer shipping leads (the board and its API enforce it). */
export const SHIPPING_LEADS_RULE =
  'Shipping leads are a Premium benefit: Premium members see the open requests on the shipping leads board and quote on them, with an itemised breakdown or a lump sum.';

/**
 * When the renewal invoice comes and when it must be paid, as the membership calendar does it:
 * issued {@link RENEWAL_NOTICE_DAYS} days before the last day of the membership year and due
 * {@link INVOICE_DUE_DAYS} days after it is issued, which is that last day.
 */
export const RENEWAL_TIMING = `The renewal invoice is sent ${RENEWAL_NOTICE_DAYS} days before the membership year ends and is due within ${INVOICE_DUE_DAYS} days, so by the last day of the year, with a reminder ${FINAL_REMINDER_DAYS} days before the end while it is unpaid.`;

/** What happens when the renewal is not paid in time (the calendar's lapse, `markPaid`'s late payment). */
export const LAPSE_RULE =
  'A company whose renewal is still unpaid after the last day shows as Standard Inactive: its profile stays listed, but its member tools are locked and other members no longer see its contact details. Paying later reopens everything, and the new membership year starts on the day the payment arrives.';
