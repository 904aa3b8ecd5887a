import { useParams } from 'react-router';
import { type getProtectionCase, type ProtectionCase } from '../../../shared/api/payment-protection';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { ActionButtons, type DialogAction } from '../../components/kit/ActionButtons';
import { MemberGate } from '../../components/kit/MemberGate';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import styles from '../../components/kit/classes.module.css';
import { usePageData } from '../../lib/api';
import { adminActions } from './case-actions';
import { CaseFacts } from './CaseFacts';
import { CaseFiles } from './CaseFiles';
import { CaseFilesForm } from './CaseFilesForm';
import { CaseHistory } from './CaseHistory';
import { dayOf, StatusBadge } from './protection-labels';

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
      <CaseFacts item={item} />
      <CaseFiles item={item} />
      <CaseHistory item={item} />
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
