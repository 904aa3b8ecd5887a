import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { getMyMembership, MyMembership } from '../../../shared/api/members';
import type { UserRecord } from '../../../shared/api/user';
import { formatDate } from '../../../shared/domain/date';
import { APPLICATION_STATUS_LABELS, isCurrentStatus, TIER_LABELS } from '../../../shared/domain/membership';
import { builtHref, type RouteId } from '../../../shared/routes';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo } from '../../components/seo/Seo';
import { WorkQueues } from '../../components/work-queues/WorkQueues';
import { standingText, TodoList } from '../../components/workspace/MembershipTodo';
import { usePageData } from '../../lib/api';
import { useLogged, useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import styles from './auth.module.css';

interface Tool {
  route: RouteId;
  title: string;
  text: string;
}

/** The tools a member in good standing opens from home, most used first. */
const TOOLS: Tool[] = [
  {
    route: 'directory',
    title: 'Member directory',
    text: 'Find verified partners by country, city and service.',
  },
  {
    route: 'shipping-leads',
    title: 'Shipping leads',
    text: 'Quote on shippers’ requests checked by the DFA team.',
  },
  {
    route: 'digital-tools-ship-schedules',
    title: 'Ship schedules',
    text: 'Sailings by route, port, vessel and carrier.',
  },
  {
    route: 'digital-tools-tracking-system',
    title: 'Cargo tracking',
    text: 'Follow containers, bills of lading and bookings.',
  },
  {
    route: 'company-blacklist',
    title: 'Blacklist',
    text: 'Check a company before you work with it, and report non-payment.',
  },
  {
    route: 'directory-virtual-office',
    title: 'Virtual office',
    text: 'Offer or find equipment and space with other members.',
  },
  {
    route: 'digital-tools-calculator-widget',
    title: 'Freight calculator for your website',
    text: 'Let your customers price shipments on your own site.',
  },
  {
    route: 'events-attendees',
    title: 'Conference attendees',
    text: 'The companies that attended the annual conference.',
  },
];

function ToolList({ extra = [] }: { extra?: Tool[] }) {
  return (
    <ul className={styles.steps}>
      {[...extra, ...TOOLS].map((tool) => {
        const href = builtHref(tool.route);
        return href ? (
          <li key={tool.route} className={styles.card}>
            <h3>
              <Link to={href}>{tool.title}</Link>
            </h3>
            <p>{tool.text}</p>
          </li>
        ) : null;
      })}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function TodoSection({ membership }: { membership: MyMembership }) {
  if (membership.todo.length === 0) return null;
  return (
    <Section id="home-todo" title="What needs doing">
      <TodoList todo={membership.todo} applicationHref="/account#application" />
    </Section>
  );
}

const ACCOUNT_LINK = (
  <p>
    Your invoices, sessions and details are on <Link to="/account">your account</Link>.
  </p>
);

/** An applicant: where the application stands, and nothing they cannot open yet. */
function ApplicantHome({ membership }: { membership: MyMembership }) {
  const application = membership.application;
  const stands = !application
    ? 'Your application has been received and waits for review.'
    : application.status === 'approved'
      ? `Approved as ${TIER_LABELS[application.tier ?? 'standard']}: your membership starts when the first invoice is paid.`
      : `Your application: ${APPLICATION_STATUS_LABELS[application.status].toLowerCase()}.`;
  return (
    <>
      <h1>Your membership application</h1>
      <p className={styles.lead}>
        {membership.company.name}
        {application ? ` applied on ${formatDate(application.appliedAt.slice(0, 10))}` : ''}.
      </p>
      <p className={styles.standing} role="status">
        {stands}
      </p>
      {application?.rejectionReason ? <p>{application.rejectionReason}</p> : null}
      <TodoSection membership={membership} />
      <p>
        The directory’s contacts, the shipping leads, schedules, tracking and the other member tools open once
        your membership is approved and paid. We email you at each step.
      </p>
      {ACCOUNT_LINK}
    </>
  );
}

/** Standard Inactive: lapsed, or suspended by the association. */
function InactiveHome({ membership }: { membership: MyMembership }) {
  const { suspension } = membership;
  return (
    <>
      <h1>{suspension ? 'Your membership is suspended' : 'Renew your membership'}</h1>
      <p className={styles.lead}>
        {membership.company.name}: {standingText(membership)}.
      </p>
      <p className={styles.standing} role="status">
        {suspension
          ? `The association suspended the membership on ${formatDate(suspension.at.slice(0, 10))}: ${suspension.reason}`
          : 'Your membership has lapsed, so the member tools are closed to your company and the directory lists it as inactive. Pay the renewal invoice to open them again.'}
      </p>
      <TodoSection membership={membership} />
      {suspension ? (
        <p>
          To discuss it, write to the DFA team through the <Link to="/company/contact-us">contact page</Link>.
        </p>
      ) : null}
      {ACCOUNT_LINK}
    </>
  );
}

function MemberHome({ user }: { user: UserRecord }) {
  const membership = usePageData<typeof getMyMembership>('/api/membership', {}, { serverRender: false });
  if (membership.state !== 'ready') return <PageStatus state={membership} what="your membership" />;
  const data = membership.data;
  if (data.status === 'pending') return <ApplicantHome membership={data} />;
  if (!isCurrentStatus(data.status)) return <InactiveHome membership={data} />;
  return (
    <>
      <h1>Welcome back, {user.first_name}</h1>
      <p className={styles.lead}>
        {data.company.name}: {standingText(data)}
        {data.memberSince ? `, member since ${formatDate(data.memberSince.slice(0, 10))}` : ''}.
      </p>
      <TodoSection membership={data} />
      <Section id="home-tools" title="Your tools">
        <ToolList />
      </Section>
    </>
  );
}

function AdminHome({ user }: { user: UserRecord }) {
  return (
    <>
      <h1>Welcome back, {user.first_name}</h1>
      <p className={styles.lead}>You are signed in as a DFA administrator for {user.company}.</p>
      <Section id="home-queues" title="Waiting for the team">
        <WorkQueues />
      </Section>
      <Section id="home-tools" title="Your tools">
        <ToolList
          extra={[
            { route: 'admin', title: 'Admin area', text: 'Members, invoices, fees, content and downloads.' },
          ]}
        />
      </Section>
    </>
  );
}

export default function GreetingsPage() {
  // The session may be known before this lazy page hydrates: until it has, render what the
  // server rendered (the loading line), so the markup matches.
  const checked = useSessionChecked();
  const logged = useLogged();
  const user = useSessionUser();
  // Signing out from here is not a reason to be sent to sign-in: the header is leaving for "/".
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  const signedOut = checked && !logged;
  if (signedOut && !wasSignedIn) return <Navigate to="/auth/sign-in" replace />;

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <Seo
        path="/auth/sign-in/greetings"
        title="Your member home"
        description="Your membership, what needs doing and your tools in the Digital Freight Alliance member portal."
        noIndex
      />
      {user ? (
        user.isAdmin ? (
          <AdminHome user={user} />
        ) : (
          <MemberHome user={user} />
        )
      ) : (
        <p role="status">{signedOut ? 'You are signed out.' : 'Loading your account…'}</p>
      )}
    </div>
  );
}
