import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { getAdminMember, MemberDetail } from '../../../shared/api/members';
import { ActionButtons } from '../../components/kit/ActionButtons';
import { Notice } from '../../components/kit/Notice';
import { PageFrame } from '../../components/kit/PageFrame';
import { Loaded } from '../../components/kit/states';
import text from '../../components/kit/text.module.css';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { usePageData } from '../../lib/api';
import { CoverForm } from './CoverForm';
import { applicationActions, membershipActions } from './member-actions';
import { dayOf, StandingBadge } from './member-labels';
import { Application, AuditLog, Details, Invoices, PremiumRequest } from './MemberRecord';

function MemberWork({
  detail,
  onChange,
}: {
  detail: MemberDetail;
  onChange: (detail: MemberDetail) => void;
}) {
  const { company } = detail;
  const open =
    company.status === 'pending' &&
    detail.application !== null &&
    ['submitted', 'info_requested', 'info_received'].includes(detail.application.status);
  const actions = open
    ? applicationActions(detail.company)
    : company.status !== 'pending'
      ? membershipActions(detail)
      : [];
  return (
    <>
      <p>
        <StandingBadge state={company.state} applicationStatus={detail.application?.status ?? null} />
      </p>
      <PremiumRequest detail={detail} />
      {company.suspension ? (
        <Notice tone="warning" title={`Suspended on ${dayOf(company.suspension.at)}.`}>
          <p className={text.quote}>{company.suspension.reason}</p>
        </Notice>
      ) : null}
      <ActionButtons<MemberDetail> actions={actions} onDone={onChange} />
      <Application detail={detail} />
      <Details detail={detail} />
      {company.status !== 'pending' ? <CoverForm detail={detail} onSaved={onChange} /> : null}
      <Invoices detail={detail} />
      <AuditLog detail={detail} />
    </>
  );
}

function Member({ id, onLoaded }: { id: string; onLoaded: (name: string) => void }) {
  const member = usePageData<typeof getAdminMember>(
    '/api/admin/members/member',
    { query: { id } },
    { serverRender: false },
  );
  const name = member.state === 'ready' ? member.data.company.name : undefined;
  useEffect(() => {
    if (name) onLoaded(name);
  }, [name, onLoaded]);
  return (
    <Loaded
      data={member}
      what="the member"
      notFound={<Notice tone="error">{`There is no member company with the id ${id}.`}</Notice>}
    >
      {(detail) => <MemberWork detail={detail} onChange={member.replace} />}
    </Loaded>
  );
}

export default function MemberPage() {
  const { id = '' } = useParams();
  // The company's name becomes the heading once the member is loaded, for admins only.
  const [name, setName] = useState<string>();
  if (!/^\d{1,9}$/.test(id)) return <NotFoundPage />;
  const path = `/admin/members/${id}`;
  return (
    <PageFrame
      path={path}
      title="Member"
      heading={name ?? 'Member'}
      description="One member or application of the Digital Freight Alliance."
      crumbs={[{ name: 'Members and applications', path: '/admin/members' }]}
      gate={{ what: 'see this member', admins: true }}
    >
      {() => <Member id={id} onLoaded={setName} />}
    </PageFrame>
  );
}
