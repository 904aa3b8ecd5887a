import { Link } from 'react-router';
import type { getProtectionOverview, ProtectionOverview } from '../../../shared/api/payment-protection';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { ButtonLink } from '../../components/ui/ButtonLink';
import styles from '../../components/kit/classes.module.css';
import { usePageData } from '../../lib/api';
import { useSessionUser } from '../../lib/session/use-session';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { usdWhole } from '../../../shared/domain/numbers';
import { builtHref } from '../../../shared/routes';
import { CoverMeter, dayOf, invoiceLine, StatusBadge } from './protection-labels';
import { ReportForm } from './ReportForm';

const PATH = '/payment-protection';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Payment protection', path: PATH },
];

const ROLE_TEXT = { creditor: 'You are owed', debtor: 'You owe', association: '' } as const;

function Cases({ overview }: { overview: ProtectionOverview }) {
  return (
    <section className={styles.section} aria-labelledby="cases-heading">
      <h2 id="cases-heading">Your reports and cases</h2>
      {overview.cases.length === 0 ? (
        <p className={styles.muted}>
          No shipments reported yet, by your company or naming it. Cases appear here as soon as either side
          reports an invoice.
        </p>
      ) : (
        <ul className={styles.list}>
          {overview.cases.map((item) => (
            <li key={item.id} className={styles.item}>
              <Link to={`${PATH}/${item.id}`} className={styles.itemTitle}>
                Case {item.id}: {item.role === 'creditor' ? item.debtorName : item.creditorName}
              </Link>
              <p className={styles.meta}>
                <StatusBadge status={item.status} /> {ROLE_TEXT[item.role]} · {invoiceLine(item)}
              </p>
              <p className={styles.meta}>Reported {dayOf(item.reportedAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A company without cover sees what Premium cover would give, never a cover figure of its own,
 * and the way to Premium when it can ask for it.
 */
function Locked({ reason }: { reason: string }) {
  const standard = useSessionUser()?.type === 'standard_active';
  return (
    <section className={styles.locked} aria-labelledby="locked-heading">
      <h2 id="locked-heading">Reporting shipments is for Premium members</h2>
      <p>{reason}</p>
      <p>
        With Premium, your company is covered from {usdWhole(PAYMENT_PROTECTION_MIN_USD)} up to{' '}
        {usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year, as the association sets it, against unpaid ocean
        freight invoices to other Premium members reported before they fall due.
      </p>
      <p>
        Cases your company is already part of stay listed below, and you can still answer a claim made against
        it.
      </p>
      <p className={styles.actions}>
        {standard ? (
          <ButtonLink to={builtHref('account-premium') ?? '/account/premium'}>
            Ask to move to Premium
          </ButtonLink>
        ) : (
          <ButtonLink to="/membership">Compare membership plans</ButtonLink>
        )}
        <Link to="/benefits/payment-protection">How payment protection works</Link>
      </p>
    </section>
  );
}

function Overview() {
  const overview = usePageData<typeof getProtectionOverview>(
    '/api/payment-protection',
    {},
    { serverRender: false },
  );
  if (overview.state !== 'ready') {
    return overview.state === 'not-found' ? null : (
      <PageStatus state={overview} what="your payment protection" />
    );
  }
  const data = overview.data;
  return (
    <>
      {data.cover ? (
        <section className={styles.section} aria-labelledby="cover-heading">
          <h2 id="cover-heading">{data.companyName}: cover this year</h2>
          <CoverMeter cover={data.cover} />
          <p className={styles.muted}>
            Every shipment reported with an invoice dated this year takes its US dollar value from the cover,
            from the report on; a declined report gives it back. A covered invoice still unpaid after its due
            date can be claimed within {data.claimWindowDays} days of the invoice date.
          </p>
        </section>
      ) : null}
      {data.reportingLockedReason ? <Locked reason={data.reportingLockedReason} /> : null}
      <Cases overview={data} />
      {data.reportingLockedReason ? null : <ReportForm offices={data.offices} />}
    </>
  );
}

export default function ProtectionPage() {
  return (
    <div className={styles.page}>
      <Seo
        path={PATH}
        title="Payment protection"
        description="Report shipments between Premium members for cover, follow their confirmation and claim unpaid invoices."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1>Payment protection</h1>
      <p className={styles.lead}>
        Cover against unpaid ocean freight invoices between Premium members.{' '}
        <Link to="/benefits/payment-protection">Read the rules</Link>.
      </p>
      <MemberGate what="see your payment protection">{() => <Overview />}</MemberGate>
    </div>
  );
}
