import { Link, useSearchParams } from 'react-router';
import {
  PROTECTION_QUEUE_LABELS,
  PROTECTION_QUEUES,
  type listProtectionCases,
  type ProtectionQueue,
} from '../../../shared/api/payment-protection';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import styles from '../../components/kit/classes.module.css';
import { usePageData } from '../../lib/api';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';
import { dayOf, invoiceLine, StatusBadge, usd } from './protection-labels';

const PATH = '/admin/payment-protection';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Admin', path: '/admin' },
  { name: 'Payment protection cases', path: PATH },
];

const EMPTY: Record<ProtectionQueue, string> = {
  'to-confirm': 'No report is waiting for confirmation.',
  claims: 'No claim is waiting for a decision.',
  covered: 'No shipment is covered at the moment.',
  closed: 'No case has been declined or decided yet.',
  all: 'No shipment has been reported yet.',
};

function Queue({ queue }: { queue: ProtectionQueue }) {
  const cases = usePageData<typeof listProtectionCases>(
    '/api/admin/payment-protection',
    { query: { queue } },
    { serverRender: false },
  );
  if (cases.state !== 'ready') {
    return cases.state === 'not-found' ? null : <PageStatus state={cases} what="the cases" />;
  }
  const { items, counts } = cases.data;
  return (
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
      {items.length === 0 ? (
        <p role="status" className={styles.muted}>
          {EMPTY[queue]}
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Link to={`/payment-protection/${item.id}`} className={styles.itemTitle}>
                Case {item.id}: {item.creditorName} → {item.debtorName}
              </Link>
              <p className={styles.meta}>
                <StatusBadge status={item.status} /> {invoiceLine(item)}
                {item.currency === 'USD' ? '' : ` (${usd(item.coveredUsdMinor)})`}
                {item.reportedLate ? <strong> · Reported after the due date</strong> : null}
              </p>
              <p className={styles.meta}>
                Reported {dayOf(item.reportedAt)} · last change {dayOf(item.updatedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function AdminCasesPage() {
  const [params] = useSearchParams();
  const asked = params.get('queue') ?? '';
  const queue = (PROTECTION_QUEUES as readonly string[]).includes(asked)
    ? (asked as ProtectionQueue)
    : 'to-confirm';
  return (
    <div className={styles.page}>
      <Seo
        path={PATH}
        title="Payment protection cases"
        description="Confirm shipments reported for payment protection and decide claims."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1>Payment protection cases</h1>
      <MemberGate what="work the payment protection cases" admins>
        {() => (
          <>
            <p className={styles.lead}>
              Reports and claims wait here oldest first. Open a case to confirm or decline the cover, or to
              decide a claim once both sides have had their say; every step is emailed to both parties and
              logged on their member records.
            </p>
            <Queue queue={queue} />
          </>
        )}
      </MemberGate>
    </div>
  );
}
