import { Link, useParams } from 'react-router';
import {
  CHARGE_TYPE_LABELS,
  CLAIM_OUTCOME_LABELS,
  protectionFilePath,
  TRANSPORT_MODE_LABELS,
  type getProtectionCase,
  type ProtectionCase,
} from '../../../shared/api/payment-protection';
import { formatMoney } from '../../../shared/domain/money';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { ActionButtons, type DialogAction } from '../../components/kit/ActionButtons';
import { MemberGate } from '../../components/kit/MemberGate';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import styles from '../../components/kit/classes.module.css';
import { usePageData } from '../../lib/api';
import { adminActions } from './case-actions';
import { CaseFilesForm, sizeOf } from './CaseFilesForm';
import { atOf, dayOf, StatusBadge, usd } from './protection-labels';

/** What the reporting company may still do itself: take the report back before it is decided. */
function memberActions(item: ProtectionCase): DialogAction[] {
  if (!item.canWithdraw) return [];
  return [
    {
      path: '/api/payment-protection/withdraw',
      title: `Withdraw the report of invoice ${item.invoiceNumber}?`,
      text: `The association will not decide it, the shipment is not covered, and its amount goes back to your cover for the year. ${item.debtor.name} and your colleagues are emailed. You can report the invoice again later.`,
      confirmLabel: 'Withdraw the report',
      tone: 'danger',
      body: () => ({ caseId: item.id }),
    },
  ];
}

function Facts({ item }: { item: ProtectionCase }) {
  const office = (party: ProtectionCase['creditor']) =>
    party.office ? `${party.office.city}, ${party.office.countryName}` : 'office no longer listed';
  const company = (party: ProtectionCase['creditor']) =>
    party.slug ? <Link to={`/directory/company/${party.slug}`}>{party.name}</Link> : party.name;
  return (
    <section className={styles.section} aria-labelledby="facts-heading">
      <h2 id="facts-heading">Shipment</h2>
      <dl className={styles.details}>
        <div>
          <dt>Creditor (owed)</dt>
          <dd>
            {company(item.creditor)} · {office(item.creditor)}
          </dd>
        </div>
        <div>
          <dt>Debtor (owes)</dt>
          <dd>
            {company(item.debtor)} · {office(item.debtor)}
          </dd>
        </div>
        <div>
          <dt>Invoice</dt>
          <dd>
            {item.invoiceNumber} · {formatMoney(item.amountMinor, item.currency)}
            {item.currency === 'USD' ? '' : ` (${usd(item.coveredUsdMinor)})`}
          </dd>
        </div>
        <div>
          <dt>Invoice date</dt>
          <dd>{dayOf(item.invoiceDate)}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{dayOf(item.dueDate)}</dd>
        </div>
        <div>
          <dt>Bill of lading</dt>
          <dd>{item.blNumber}</dd>
        </div>
        <div>
          <dt>Charge</dt>
          <dd>
            {TRANSPORT_MODE_LABELS[item.mode]} · {CHARGE_TYPE_LABELS[item.chargeType]}
          </dd>
        </div>
        <div>
          <dt>Claims accepted until</dt>
          <dd>{dayOf(item.claimDeadline)}</dd>
        </div>
      </dl>
      {item.decision ? (
        <div className={styles.notice}>
          <p>
            <strong>
              Decision on {dayOf(item.decision.decidedAt)}: {CLAIM_OUTCOME_LABELS[item.decision.outcome]}.
            </strong>
          </p>
          <p className={styles.quote}>{item.decision.reason}</p>
        </div>
      ) : null}
    </section>
  );
}

function History({ item }: { item: ProtectionCase }) {
  return (
    <section className={styles.section} aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <ol className={styles.timeline}>
        {item.history.map((step) => (
          <li key={step.id}>
            <p className={styles.meta}>
              <time dateTime={step.at}>{atOf(step.at)}</time> · {step.actor}
            </p>
            <p>{step.summary}</p>
            {step.note ? <p className={styles.quote}>{step.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Files({ item }: { item: ProtectionCase }) {
  const sides = [
    { side: 'creditor', title: `From ${item.creditor.name}` },
    { side: 'debtor', title: `From ${item.debtor.name}` },
  ] as const;
  return (
    <section className={styles.section} aria-labelledby="files-heading">
      <h2 id="files-heading">Files</h2>
      {item.files.length === 0 ? (
        <p className={styles.muted}>No files yet: they come with the claim and with the answer to it.</p>
      ) : (
        sides.map(({ side, title }) => {
          const files = item.files.filter((file) => file.side === side);
          return files.length === 0 ? null : (
            <div key={side}>
              <h3>{title}</h3>
              <ul className={styles.list}>
                {files.map((file) => (
                  <li key={file.id}>
                    <a href={protectionFilePath(file.id)} download>
                      {file.name}
                    </a>{' '}
                    <span className={styles.meta}>
                      {sizeOf(file.size)} · {dayOf(file.uploadedAt)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

function CaseWork({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const page = usePageData<typeof getProtectionCase>(
    '/api/payment-protection/case',
    { query: { id } },
    { serverRender: false },
  );
  if (page.state === 'not-found') {
    return <p role="alert">There is no payment protection case {id} for your company.</p>;
  }
  if (page.state !== 'ready') return <PageStatus state={page} what="the case" />;
  const item = page.data;
  const decided = { ...item, creditorName: item.creditor.name, debtorName: item.debtor.name };
  const actions = [...(isAdmin ? adminActions(decided) : []), ...memberActions(item)];
  return (
    <>
      <h1>
        Case {item.id}: invoice {item.invoiceNumber}
      </h1>
      <p>
        <StatusBadge status={item.status} />{' '}
        {item.role === 'creditor'
          ? `You are owed by ${item.debtor.name}.`
          : item.role === 'debtor'
            ? `${item.creditor.name} reported this invoice to your company.`
            : `${item.creditor.name} is owed by ${item.debtor.name}.`}
      </p>
      {item.reportedLate ? (
        <p className={styles.notice} role="note">
          Reported late: the invoice fell due on {dayOf(item.dueDate)}, before it was reported on{' '}
          {dayOf(item.reportedAt)}. Only shipments reported before their due date can be covered.
        </p>
      ) : null}
      <ActionButtons<ProtectionCase> actions={actions} onDone={page.replace} />
      {item.role === 'creditor' && item.claimBlockedReason && item.status === 'covered' ? (
        <p className={styles.notice}>{item.claimBlockedReason}</p>
      ) : null}
      {item.canOpenClaim ? (
        <CaseFilesForm
          caseId={item.id}
          path="/api/payment-protection/claim"
          title="Open a claim"
          intro={`The invoice is past its due date. Claim before ${dayOf(item.claimDeadline)}: ${item.debtor.name} is told at once and may answer before the association decides.`}
          statementLabel="What is unpaid, and what you did to collect it"
          filesLabel="The invoice, the bill of lading and your correspondence"
          filesRequired
          submitLabel="Open the claim"
          onSent={page.replace}
        />
      ) : null}
      {item.canRespond ? (
        <CaseFilesForm
          caseId={item.id}
          path="/api/payment-protection/response"
          title="Answer the claim"
          intro={`${item.creditor.name} says this invoice is unpaid. Give your side, with proof of payment or correspondence, before the association decides.`}
          statementLabel="Your answer"
          filesLabel="Your documents"
          filesRequired={false}
          submitLabel="Send the answer"
          onSent={page.replace}
        />
      ) : null}
      <Facts item={item} />
      <Files item={item} />
      <History item={item} />
    </>
  );
}

export default function CasePage() {
  const { caseId = '' } = useParams();
  if (!/^\d{1,9}$/.test(caseId)) return <NotFoundPage />;
  const path = `/payment-protection/${caseId}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Payment protection', path: '/payment-protection' },
    { name: `Case ${caseId}`, path },
  ];
  return (
    <div className={styles.page}>
      <Seo
        path={path}
        title={`Payment protection case ${caseId}`}
        description="A shipment under payment protection: its confirmation, claim, files and history."
        noIndex
      />
      <Breadcrumbs crumbs={crumbs} />
      <MemberGate what="see this payment protection case">
        {(user) => <CaseWork id={caseId} isAdmin={user.isAdmin} />}
      </MemberGate>
    </div>
  );
}
