import type { getDashboard } from '../../../shared/api/dashboard';
import type { getMyMembership, MyMembership } from '../../../shared/api/members';
import type { UserRecord } from '../../../shared/api/user';
import { isCurrentStatus } from '../../../shared/domain/membership';
import { PageFrame } from '../../components/kit/PageFrame';
import { Loaded } from '../../components/kit/states';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { standingText } from '../../components/workspace/MembershipTodo';
import { usePageData } from '../../lib/api';
import { useSessionUser } from '../../lib/session/use-session';
import { AdminDashboard } from './AdminDashboard';
import { ContainersPanel } from './ContainersPanel';
import styles from './dashboard.module.css';
import { LeadsPanel } from './LeadsPanel';
import { MembershipPanel } from './MembershipPanel';
import { ProtectionPanel } from './ProtectionPanel';
import { ApplicantHome, InactiveHome } from './StandingHome';

const PATH = '/dashboard';

/** The heading, by who is signed in (the session's record is known before the page's data). */
function heading(user: UserRecord | null): string {
  if (!user) return 'Dashboard';
  if (user.type === 'pending' && !user.isAdmin) return 'Your membership application';
  if (user.type === 'standard_inactive' && !user.isAdmin) return 'Renew your membership';
  return `Welcome back, ${user.first_name}`;
}

/** The view's one primary action: the most pressing thing the membership asks for. */
function NextStep({ membership }: { membership: MyMembership }) {
  const invoice = membership.todo.find((item) => item.kind === 'pay-invoice');
  if (invoice)
    return (
      <ButtonLink to={`/account/invoices/${invoice.number}`}>{`Pay invoice ${invoice.number}`}</ButtonLink>
    );
  if (membership.todo.some((item) => item.kind === 'answer-questions')) {
    return <ButtonLink to="/account#application">Answer the association</ButtonLink>;
  }
  return null;
}

function MemberFigures({ membership }: { membership: MyMembership }) {
  const dashboard = usePageData<typeof getDashboard>('/api/dashboard', {}, { serverRender: false });
  return (
    <Loaded data={dashboard} what="your figures">
      {(data) => (
        <div className={styles.grid}>
          <LeadsPanel leads={data.leads} />
          <ContainersPanel containers={data.containers} />
          <ProtectionPanel protection={data.protection} />
          <MembershipPanel membership={membership} />
        </div>
      )}
    </Loaded>
  );
}

function MemberDashboard() {
  const membership = usePageData<typeof getMyMembership>('/api/membership', {}, { serverRender: false });
  return (
    <Loaded data={membership} what="your membership">
      {(data) => (
        <>
          <div className={styles.standing}>
            <p>
              <strong>{data.company.name}</strong>: {standingText(data)}
              {data.memberSince ? `, member since ${data.memberSince.slice(0, 4)}` : ''}.
            </p>
            <NextStep membership={data} />
          </div>
          {data.status === 'pending' ? (
            <ApplicantHome membership={data} />
          ) : !isCurrentStatus(data.status) ? (
            <InactiveHome membership={data} />
          ) : (
            <MemberFigures membership={data} />
          )}
        </>
      )}
    </Loaded>
  );
}

/**
 * Where signed-in work starts (the logo and "Home" lead here): a member's own business in
 * figures, each linking to its place, with empty states that teach the first step; an
 * applicant's or a lapsed member's standing and next step; the DFA team's work queues.
 */
export default function DashboardPage() {
  const user = useSessionUser();
  return (
    <PageFrame
      path={PATH}
      title="Dashboard"
      heading={heading(user)}
      description="Your leads, containers, payment protection cases, membership and profile at a glance."
      gate={{ what: 'see your dashboard' }}
    >
      {(user) => (user.isAdmin ? <AdminDashboard /> : <MemberDashboard />)}
    </PageFrame>
  );
}
