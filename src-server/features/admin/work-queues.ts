import type { WorkQueue } from '../../../shared/api/admin';
import type { Db } from '../../db/database';
import { emailUnconfirmed } from '../../services/email-confirmation';
import { contactUserId } from '../../services/membership-state';

/** One kind of work for the DFA team: what it is, where it is done, and how many items wait. */
interface WorkQueueSource extends Omit<WorkQueue, 'count'> {
  count(db: Db): Promise<number>;
}

async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * The team's work queues, in the order they are worked. A feature with work for the team adds
 * one entry here; the admin home and the member home of admins list them all with their counts.
 */
const WORK_QUEUES: readonly WorkQueueSource[] = [
  {
    id: 'applications',
    label: 'Applications to review',
    description:
      'Companies that applied, with their email address confirmed, or answered your questions, and wait for a decision.',
    href: '/admin/members?filter=applications',
    count: (db) =>
      count(
        db
          .selectFrom('companies')
          .leftJoin('membership_applications', 'membership_applications.company_id', 'companies.id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
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
    count: (db) =>
      count(
        db
          .selectFrom('tier_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'open'),
      ),
  },
  {
    id: 'invoices',
    label: 'Invoices to confirm',
    description: 'Membership invoices waiting for their bank payment to be recorded.',
    href: '/admin/invoices',
    count: (db) =>
      count(
        db
          .selectFrom('membership_invoices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'open'),
      ),
  },
  {
    id: 'blacklist-reports',
    label: 'Blacklist reports to review',
    description: 'Companies reported to the blacklist, by members or the team, waiting for a first review.',
    href: '/company/blacklist',
    count: (db) =>
      count(
        db
          .selectFrom('blacklist_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'reported'),
      ),
  },
  {
    id: 'blacklist-responses',
    label: 'Blacklist responses',
    description: 'Reported companies that answered and wait for the association’s decision.',
    href: '/company/blacklist',
    count: (db) =>
      count(
        db
          .selectFrom('blacklist_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', ['reported', 'under_review', 'disputed'])
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('blacklist_response_links')
                .select('blacklist_response_links.id')
                .whereRef('blacklist_response_links.entry_id', '=', 'blacklist_entries.id')
                .where('blacklist_response_links.responded_at', 'is not', null),
            ),
          ),
      ),
  },
  {
    id: 'shipping-leads',
    label: 'Shipping leads to moderate',
    description: 'Leads sent by shippers that wait to be checked before members see them.',
    href: '/shipping-leads/review',
    count: (db) =>
      count(
        db
          .selectFrom('shipping_leads')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending'),
      ),
  },
  {
    id: 'protection-reports',
    label: 'Payment protection reports to confirm',
    description:
      'Shipments Premium members reported for cover, waiting for the association’s written confirmation.',
    href: '/admin/payment-protection?queue=to-confirm',
    count: (db) =>
      count(
        db
          .selectFrom('protection_cases')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'awaiting_confirmation'),
      ),
  },
  {
    id: 'protection-claims',
    label: 'Payment protection claims to decide',
    description: 'Claims on covered invoices left unpaid, waiting for a decision.',
    href: '/admin/payment-protection?queue=claims',
    count: (db) =>
      count(
        db
          .selectFrom('protection_cases')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'claim_open'),
      ),
  },
];

export async function readWorkQueues(db: Db, queues = WORK_QUEUES): Promise<WorkQueue[]> {
  return Promise.all(
    queues.map(async ({ count: countOf, ...queue }) => ({ ...queue, count: await countOf(db) })),
  );
}
