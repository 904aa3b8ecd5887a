import { Link, useSearchParams } from 'react-router';
import {
  PROTECTION_QUEUE_LABELS,
  PROTECTION_QUEUES,
  PROTECTION_STATUS_LABELS,
  type listProtectionCases,
  type ProtectionCase,
  type ProtectionCaseSummary,
  type ProtectionQueue,
} from '../../../shared/api/payment-protection';
import { formatMoney } from '../../../shared/domain/money';
import { ActionButtons } from '../../components/kit/ActionButtons';
import { DataTable, type Column } from '../../components/kit/DataTable';
import { PageFrame } from '../../components/kit/PageFrame';
import { EmptyState, Loaded } from '../../components/kit/states';
import styles from '../../components/kit/classes.module.css';
import { announce } from '../../lib/announce';
import { usePageData } from '../../lib/api';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';
import { confirmationActions } from './case-actions';
import { dayOf, StatusBadge, usd } from './protection-labels';

const PATH = '/admin/payment-protection';

const EMPTY: Record<ProtectionQueue, string> = {
  'to-confirm': 'No report is waiting for confirmation.',
  claims: 'No claim is waiting for a decision.',
  covered: 'No shipment is covered at the moment.',
  closed: 'No case has been declined or decided yet.',
  all: 'No shipment has been reported yet.',
};

const linkIdOf = (id: number) => `protection-case-${id}`;

/** After a row's decision, focus moves on to the next row (the previous one at the end). */
function neighbourOf(items: readonly ProtectionCaseSummary[], id: number) {
  const index = items.findIndex((item) => item.id === id);
  const next = items[index + 1] ?? items[index - 1];
  return () =>
    next ? document.getElementById(linkIdOf(next.id)) : document.querySelector<HTMLElement>('main h1');
}

function columns(
  items: readonly ProtectionCaseSummary[],
  onDecided: (answer: ProtectionCase) => void,
): Column<ProtectionCaseSummary>[] {
  return [
    {
      id: 'case',
      header: 'Case',
      primary: true,
      cell: (item) => (
        <Link id={linkIdOf(item.id)} to={`/payment-protection/${item.id}`}>
          Case {item.id}: {item.creditorName} → {item.debtorName}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (item) => (
        <>
          <StatusBadge status={item.status} />
          {item.reportedLate ? <strong> Reported after the due date</strong> : null}
        </>
      ),
      sortBy: (item) => PROTECTION_STATUS_LABELS[item.status],
    },
    {
      id: 'invoice',
      header: 'Invoice',
      cell: (item) => `${item.invoiceNumber}, due ${dayOf(item.dueDate)}`,
      sortBy: (item) => item.dueDate,
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (item) =>
        `${formatMoney(item.amountMinor, item.currency)}${item.currency === 'USD' ? '' : ` (${usd(item.coveredUsdMinor)})`}`,
      sortBy: (item) => item.coveredUsdMinor,
    },
    {
      id: 'reported',
      header: 'Reported',
      cell: (item) => dayOf(item.reportedAt),
      sortBy: (item) => item.reportedAt,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (item) =>
        item.status === 'awaiting_confirmation' ? (
          <ActionButtons<ProtectionCase>
            actions={confirmationActions(item)}
            onDone={onDecided}
            focusAfterConfirm={neighbourOf(items, item.id)}
          />
        ) : (
          // A claim is decided on its page, where both sides' files are read first.
          <Link to={`/payment-protection/${item.id}`}>
            {item.status === 'claim_open' ? 'Read the claim and decide' : 'Open the case'}
          </Link>
        ),
    },
  ];
}

function Queue({ queue }: { queue: ProtectionQueue }) {
  const cases = usePageData<typeof listProtectionCases>(
    '/api/admin/payment-protection',
    { query: { queue } },
    { serverRender: false },
  );
  const decided = (answer: ProtectionCase) => {
    announce(
      `Case ${answer.id}, invoice ${answer.invoiceNumber}: ${PROTECTION_STATUS_LABELS[answer.status]}.`,
    );
    // The list and its counts come again from the server; the rows keep their place meanwhile.
    cases.reload();
  };
  return (
    <Loaded data={cases} what="the cases">
      {({ items, counts }) => (
        <>
          <nav aria-label="Lists">
            <ul className={styles.tabs}>
              {PROTECTION_QUEUES.map((name) => (
                <li key={name}>
                  <Link
                    to={name === 'to-confirm' ? PATH : `${PATH}?queue=${name}`}
                    state={KEEP_SCROLL}
                    aria-current={name === queue ? 'page' : undefined}
                  >
                    {PROTECTION_QUEUE_LABELS[name]} ({counts[name]})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <DataTable
            caption={PROTECTION_QUEUE_LABELS[queue]}
            columns={columns(items, decided)}
            rows={items}
            rowKey={(item) => item.id}
            empty={<EmptyState title={EMPTY[queue]} />}
          />
        </>
      )}
    </Loaded>
  );
}

export default function AdminCasesPage() {
  const [params] = useSearchParams();
  const asked = params.get('queue') ?? '';
  const queue = (PROTECTION_QUEUES as readonly string[]).includes(asked)
    ? (asked as ProtectionQueue)
    : 'to-confirm';
  return (
    <PageFrame
      path={PATH}
      title="Payment protection cases"
      description="Confirm shipments reported for payment protection and decide claims."
      crumbs={[{ name: 'Admin', path: '/admin' }]}
      lead="Reports and claims wait here oldest first. Confirm or decline a report from its row; open a claim to read both sides before deciding. Every step is emailed to both parties and logged on their member records."
      gate={{ what: 'work the payment protection cases', admins: true }}
    >
      {() => <Queue queue={queue} />}
    </PageFrame>
  );
}
