import { sql } from 'kysely';
import type { WorkQueue } from '../../../shared/api/admin';
import type { Db } from '../../db/database';
import { emailUnconfirmed } from '../../services/email-confirmation-repository';
import { contactUserId } from '../../services/membership-state-repository';

interface Measure {
  count: number;
  /** when the item that has waited longest began to wait (ISO timestamp or calendar day) */
  oldestSince: string | null;
}

/** One kind of work for the DFA team: what it is, where it is done, how much waits and since when. */
interface WorkQueueSource extends Omit<WorkQueue, 'count' | 'oldestSince'> {
  measure(db: Db): Promise<Measure>;
}

type Measured = { n: number | string; oldest: string | null };

async function measured(query: { executeTakeFirstOrThrow(): Promise<Measured> }): Promise<Measure> {
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.n), oldestSince: row.oldest ?? null };
}

/**
 * The team's work queues, in the order they are worked. A feature with work for the team adds
 * one entry here; the admin's dashboard lists them all with their counts and the age of the
 * item that has waited longest.
 */
const WORK_QUEUES: readonly WorkQueueSource[] = [
  {
    id: 'applications',
    label: 'Applications to review',
    description:
      'Companies that applied, with their email address confirmed, or answered your questions, and wait for a decision.',
    href: '/admin/members?filter=applications',
    measure: (db) =>
      measured(
        db
          .selectFrom('companies')
          .leftJoin('membership_applications', 'membership_applications.company_id', 'companies.id')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            // An answered application waits since its answer; a new one since it was sent.
            eb.fn
              .min<string | null>(
                sql<string>`coalesce(${eb.ref('membership_applications.updated_at')}, ${eb.ref('companies.created_at')})`,
              )
              .as('oldest'),
          ])
          .where('companies.membership_type', '=', 'pending')
          .where((eb) =>
            eb.or([
              eb('membership_applications.status', 'is', null),
              eb('membership_applications.status', 'in', ['submitted', 'info_received']),
            ]),
          )
          // An application is reviewed once its email address is confirmed.
          .where((eb) => eb.not(emailUnconfirmed(contactUserId))),
      ),
  },
  {
    id: 'premium-requests',
    label: 'Requests for Premium',
    description: 'Standard members who asked to move to Premium; approving invoices the difference pro rata.',
    href: '/admin/members?filter=premium-requests',
    measure: (db) =>
      measured(
        db
          .selectFrom('tier_requests')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            eb.fn.min<string | null>('created_at').as('oldest'),
          ])
          .where('status', '=', 'open'),
      ),
  },
  {
    id: 'invoices',
    label: 'Invoices to confirm',
    description: 'Membership invoices waiting for their bank payment to be recorded.',
    href: '/admin/invoices',
    measure: (db) =>
      measured(
        db
          .selectFrom('membership_invoices')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            eb.fn.min<string | null>('issued_on').as('oldest'),
          ])
          .where('status', '=', 'open'),
      ),
  },
  {
    id: 'blacklist-reports',
    label: 'Blacklist reports to review',
    description: 'Companies reported to the blacklist, by members or the team, waiting for a first review.',
    href: '/company/blacklist',
    measure: (db) =>
      measured(
        db
          .selectFrom('blacklist_entries')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            eb.fn.min<string | null>('created_at').as('oldest'),
          ])
          .where('status', '=', 'reported'),
      ),
  },
  {
    id: 'blacklist-responses',
    label: 'Blacklist responses',
    description: 'Reported companies that answered and wait for the association’s decision.',
    href: '/company/blacklist',
    measure: (db) =>
      measured(
        db
          .selectFrom('blacklist_entries')
          .innerJoin('blacklist_response_links', 'blacklist_response_links.entry_id', 'blacklist_entries.id')
          .select((eb) => [
            eb.fn.count<number>('blacklist_entries.id').distinct().as('n'),
            eb.fn.min<string | null>('blacklist_response_links.responded_at').as('oldest'),
          ])
          .where('blacklist_entries.status', 'in', ['reported', 'under_review', 'disputed'])
          .where('blacklist_response_links.responded_at', 'is not', null),
      ),
  },
  {
    id: 'shipping-leads',
    label: 'Shipping leads to moderate',
    description: 'Leads sent by shippers that wait to be checked before members see them.',
    href: '/shipping-leads/review',
    measure: (db) =>
      measured(
        db
          .selectFrom('shipping_leads')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            eb.fn.min<string | null>('created_at').as('oldest'),
          ])
          .where('status', '=', 'pending'),
      ),
  },
  {
    id: 'protection-reports',
    label: 'Payment protection reports to confirm',
    description:
      'Shipments Premium members reported for cover, waiting for the association’s written confirmation.',
    href: '/admin/payment-protection?queue=to-confirm',
    measure: (db) =>
      measured(
        db
          .selectFrom('protection_cases')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            eb.fn.min<string | null>('created_at').as('oldest'),
          ])
          .where('status', '=', 'awaiting_confirmation'),
      ),
  },
  {
    id: 'protection-claims',
    label: 'Payment protection claims to decide',
    description: 'Claims on covered invoices left unpaid, waiting for a decision.',
    href: '/admin/payment-protection?queue=claims',
    measure: (db) =>
      measured(
        db
          .selectFrom('protection_cases')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            eb.fn.min<string | null>('claim_opened_at').as('oldest'),
          ])
          .where('status', '=', 'claim_open'),
      ),
  },
];

export async function readWorkQueues(db: Db, queues = WORK_QUEUES): Promise<WorkQueue[]> {
  return Promise.all(queues.map(async ({ measure, ...queue }) => ({ ...queue, ...(await measure(db)) })));
}
