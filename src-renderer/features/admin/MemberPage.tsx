import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { Endpoint } from '../../../shared/api/endpoint';
import {
  PROTECTION_COVER_STEP_USD,
  type getAdminMember,
  type MemberDetail,
} from '../../../shared/api/members';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { formatDate } from '../../../shared/domain/date';
import { TIER_LABELS, type MembershipTier } from '../../../shared/domain/membership';
import { SERVICES } from '../../../shared/domain/services';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { ActionButtons, type DialogAction } from '../../components/dialogs/ActionButtons';
import { FormAlert, SelectField, TextAreaField } from '../../components/forms/form-fields';
import { MembersOnly } from '../../components/members-only/MembersOnly';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { InvoiceTable } from '../../components/workspace/InvoiceTable';
import { groupThousands } from '../../../shared/domain/numbers';
import styles from '../../components/workspace/workspace.module.css';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { dayOf, StandingBadge, validityText } from './member-labels';

/** Every action on a member answers the member's page as it now stands. */
const memberAction = async (path: Endpoint['path'], body: object) =>
  (await callApi<Endpoint>({ method: 'POST', path: path }, { body: body })) as MemberDetail;

const serviceLabel = (id: string) => SERVICES.find((service) => service.id === id)?.label ?? id;

function applicationActions(detail: MemberDetail): DialogAction[] {
  const { id, name } = detail.company;
  const approve = (tier: MembershipTier): DialogAction => ({
    path: '/api/admin/members/approve',
    title: `Approve ${name} as ${TIER_LABELS[tier]}`,
    text: `The applicant is emailed the welcome and an invoice for the ${TIER_LABELS[tier]} fee, due in 30 days. The membership starts when the payment is recorded.`,
    confirmLabel: `Approve as ${TIER_LABELS[tier]}`,
    field: { label: 'A line for the welcome email', hint: 'Optional.', name: 'note' },
    body: (note) => ({ companyId: id, tier, note }),
  });
  return [
    approve('premium'),
    approve('standard'),
    {
      path: '/api/admin/members/request-information',
      title: `Ask ${name} for more information`,
      text: 'The applicant is emailed your message with a link to answer in the portal. The application waits for the answer.',
      confirmLabel: 'Send the questions',
      field: { label: 'What should the applicant tell or send you?', name: 'message' },
      body: (message) => ({ companyId: id, message }),
    },
    {
      path: '/api/admin/members/reject',
      title: `Reject the application of ${name}`,
      text: 'The applicant is emailed the decision with your reason. This cannot be undone here.',
      confirmLabel: 'Reject the application',
      tone: 'danger',
      field: { label: 'Reason (the applicant reads it)', name: 'reason' },
      body: (reason) => ({ companyId: id, reason }),
    },
  ];
}

function membershipActions(detail: MemberDetail): DialogAction[] {
  const { id, name, tier, suspension } = detail.company;
  const other: MembershipTier = tier === 'premium' ? 'standard' : 'premium';
  const actions: DialogAction[] = [
    {
      path: '/api/admin/members/change-tier',
      title: `${other === 'premium' ? 'Upgrade' : 'Downgrade'} ${name} to ${TIER_LABELS[other]}`,
      text: `The member is emailed the change. Its status follows at once, and its next renewal invoice is at the ${TIER_LABELS[other]} fee.`,
      confirmLabel: `${other === 'premium' ? 'Upgrade' : 'Downgrade'} to ${TIER_LABELS[other]}`,
      field: { label: 'Reason', name: 'reason' },
      body: (reason) => ({ companyId: id, tier: other, reason }),
    },
  ];
  actions.push(
    suspension
      ? {
          path: '/api/admin/members/reinstate',
          title: `Reinstate ${name}`,
          text: 'The member is emailed. If its paid year still runs, its tools and contacts open again at once.',
          confirmLabel: 'Reinstate',
          field: { label: 'Reason', name: 'reason' },
          body: (reason) => ({ companyId: id, reason }),
        }
      : {
          path: '/api/admin/members/suspend',
          title: `Suspend ${name}`,
          text: 'The company becomes Standard Inactive at once: its tools lock and its contacts are hidden. It is emailed your reason.',
          confirmLabel: 'Suspend the membership',
          tone: 'danger',
          field: { label: 'Reason (the member reads it)', name: 'reason' },
          body: (reason) => ({ companyId: id, reason }),
        },
  );
  return actions;
}

const COVER_OPTIONS = Array.from(
  { length: (PAYMENT_PROTECTION_MAX_USD - PAYMENT_PROTECTION_MIN_USD) / PROTECTION_COVER_STEP_USD + 1 },
  (_, step) => PAYMENT_PROTECTION_MIN_USD + step * PROTECTION_COVER_STEP_USD,
);

function CoverForm({ detail, onSaved }: { detail: MemberDetail; onSaved: (detail: MemberDetail) => void }) {
  const coverId = useId();
  const reasonId = useId();
  const current = detail.company.protectionCoverMinor / 100;
  const [cover, setCover] = useState(String(current));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(undefined);
    try {
      onSaved(
        await memberAction('/api/admin/members/protection-cover', {
          companyId: detail.company.id,
          coverUsd: Number(cover),
          reason,
        }),
      );
      setReason('');
    } catch (error) {
      if (error instanceof ApiCallError) {
        setErrors(error.fields ?? {});
        if (!error.fields) setMessage(error.message);
      } else setMessage('Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h3>Payment protection cover</h3>
      <p className={styles.muted}>
        Premium members may report shipments up to this amount a year. Now US$
        {groupThousands(current)}.
      </p>
      <SelectField
        id={coverId}
        label="Cover a year (US$)"
        value={cover}
        error={errors.coverUsd}
        onChange={(event) => setCover(event.target.value)}
      >
        {COVER_OPTIONS.map((usd) => (
          <option key={usd} value={usd}>
            {groupThousands(usd)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={reasonId}
        label="Reason"
        rows={2}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormAlert message={message} />
      <button type="submit" className={styles.secondaryButton} disabled={busy}>
        {busy ? 'Saving…' : 'Change the cover'}
      </button>
    </form>
  );
}

function Details({ detail }: { detail: MemberDetail }) {
  const { company } = detail;
  return (
    <section className={styles.section} aria-labelledby="company-heading">
      <h2 id="company-heading">Company</h2>
      <dl className={styles.details}>
        <div>
          <dt>Applied</dt>
          <dd>{dayOf(company.appliedAt)}</dd>
        </div>
        <div>
          <dt>Tier</dt>
          <dd>{company.tier ? TIER_LABELS[company.tier] : 'Not decided'}</dd>
        </div>
        {company.requestedTier ? (
          <div>
            <dt>Applied for</dt>
            <dd>{TIER_LABELS[company.requestedTier]}</dd>
          </div>
        ) : null}
        <div>
          <dt>Membership</dt>
          <dd>{validityText(company) ?? 'No paid year yet'}</dd>
        </div>
        {company.memberSince ? (
          <div>
            <dt>Member since</dt>
            <dd>{formatDate(company.memberSince)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Website</dt>
          <dd>
            {company.website ? (
              <a href={company.website} rel="noopener nofollow" target="_blank">
                {company.website}
              </a>
            ) : (
              'None given'
            )}
          </dd>
        </div>
        <div>
          <dt>Offices</dt>
          <dd>
            {detail.offices.map((office) => `${office.city}, ${office.countryName}`).join(' · ') ||
              'None listed'}
          </dd>
        </div>
        <div>
          <dt>Services</dt>
          <dd>{detail.services.map(serviceLabel).join(', ') || 'None listed'}</dd>
        </div>
        {company.slug && company.status !== 'pending' ? (
          <div>
            <dt>Directory profile</dt>
            <dd>
              <Link to={`/directory/company/${company.slug}`}>/directory/company/{company.slug}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {company.description ? <p className={styles.quote}>{company.description}</p> : null}
      <h3>People</h3>
      <ul className={styles.list}>
        {detail.people.map((person) => (
          <li key={person.email} className={styles.item}>
            <strong>
              {person.name}
              {person.isAdmin ? ' (DFA administrator)' : ''}
            </strong>
            <span className={styles.meta}>
              <a href={`mailto:${person.email}`}>{person.email}</a>
              {person.phone
                ? ` · ${person.phone} · ${person.phoneVerified ? 'phone verified by code' : 'phone not verified'}`
                : ' · no phone'}
              {` · joined ${dayOf(person.joinedAt)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Application({ detail }: { detail: MemberDetail }) {
  const { application } = detail;
  if (!application) return null;
  return (
    <section className={styles.section} aria-labelledby="application-heading">
      <h2 id="application-heading">Application</h2>
      {application.status === 'rejected' && application.rejectionReason ? (
        <div className={styles.notice}>
          <p>
            <strong>Rejected{application.decidedAt ? ` on ${dayOf(application.decidedAt)}` : ''}.</strong>
          </p>
          <p className={styles.quote}>{application.rejectionReason}</p>
        </div>
      ) : null}
      {application.messages.length > 0 ? (
        <ol className={styles.timeline}>
          {application.messages.map((message, index) => (
            <li key={index}>
              <p className={styles.meta}>
                {message.author === 'association' ? 'The association asked' : 'The applicant answered'}
                {message.authorName ? ` (${message.authorName})` : ''} on {dayOf(message.createdAt)}
              </p>
              <p className={styles.quote}>{message.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>No questions have been asked.</p>
      )}
    </section>
  );
}

function Invoices({ detail }: { detail: MemberDetail }) {
  return (
    <section className={styles.section} aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Invoices</h2>
      {detail.invoices.length === 0 ? (
        <p className={styles.muted}>No invoices yet: the first is issued when the application is approved.</p>
      ) : (
        <InvoiceTable invoices={detail.invoices} />
      )}
      {detail.invoices.some((invoice) => invoice.status === 'open') ? (
        <p>
          <Link to="/admin/invoices">Record a payment on the invoices page</Link>
        </p>
      ) : null}
    </section>
  );
}

function AuditLog({ detail }: { detail: MemberDetail }) {
  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading">Log</h2>
      <p className={styles.muted}>
        Every action on this member or application, newest first. Entries cannot be changed.
      </p>
      {detail.audit.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {detail.audit.map((item) => (
            <li key={item.id}>
              <p className={styles.meta}>
                <time dateTime={item.at}>
                  {new Date(item.at).toISOString().replace('T', ' ').slice(0, 16)} UTC
                </time>{' '}
                · {item.actor}
              </p>
              <p>{item.summary}</p>
              {item.reason ? <p className={styles.quote}>{item.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function MemberWork({ id }: { id: string }) {
  const member = usePageData<typeof getAdminMember>(
    '/api/admin/members/member',
    { query: { id } },
    { serverRender: false },
  );
  if (member.state === 'not-found') return <p role="alert">There is no member company with the id {id}.</p>;
  if (member.state !== 'ready') return <PageStatus state={member} what="the member" />;
  const detail = member.data;
  const { company } = detail;
  const open =
    company.status === 'pending' &&
    detail.application !== null &&
    ['submitted', 'info_requested', 'info_received'].includes(detail.application.status);
  const actions = open
    ? applicationActions(detail)
    : company.status !== 'pending'
      ? membershipActions(detail)
      : [];
  return (
    <>
      <h1>{company.name}</h1>
      <p>
        <StandingBadge
          status={company.status}
          applicationStatus={detail.application?.status ?? null}
          suspended={company.suspension !== null}
        />
      </p>
      {company.suspension ? (
        <div className={styles.notice}>
          <p>
            <strong>Suspended on {dayOf(company.suspension.at)}.</strong>
          </p>
          <p className={styles.quote}>{company.suspension.reason}</p>
        </div>
      ) : null}
      <ActionButtons<MemberDetail> actions={actions} onDone={member.replace} />
      <Application detail={detail} />
      <Details detail={detail} />
      {company.status !== 'pending' ? <CoverForm detail={detail} onSaved={member.replace} /> : null}
      <Invoices detail={detail} />
      <AuditLog detail={detail} />
    </>
  );
}

export default function MemberPage() {
  const { id = '' } = useParams();
  if (!/^\d{1,9}$/.test(id)) return <NotFoundPage />;
  const path = `/admin/members/${id}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Admin', path: '/admin' },
    { name: 'Members and applications', path: '/admin/members' },
    { name: 'Member', path },
  ];
  return (
    <div className={styles.page}>
      <Seo
        path={path}
        title="Member"
        description="One member or application of the Digital Freight Alliance."
        noIndex
      />
      <Breadcrumbs crumbs={crumbs} />
      <MembersOnly path={path} adminsOnly what="see this member">
        {() => <MemberWork id={id} />}
      </MembersOnly>
    </div>
  );
}
