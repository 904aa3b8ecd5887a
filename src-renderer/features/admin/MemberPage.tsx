import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  PROTECTION_COVER_STEP_USD,
  setProtectionCover,
  type getAdminMember,
  type MemberDetail,
} from '../../../shared/api/members';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { formatDate } from '../../../shared/domain/date';
import { TIER_LABELS, type MembershipTier } from '../../../shared/domain/membership';
import { tierChangeSentences } from '../../../shared/domain/tier-change';
import { SERVICES } from '../../../shared/domain/services';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { SelectField, TextAreaField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { ActionButtons, type DialogAction } from '../../components/kit/ActionButtons';
import { DetailList } from '../../components/kit/DetailList';
import { Notice } from '../../components/kit/Notice';
import { PageFrame } from '../../components/kit/PageFrame';
import { Section } from '../../components/kit/Section';
import { EmptyState, Loaded } from '../../components/kit/states';
import text from '../../components/kit/text.module.css';
import { Timeline } from '../../components/kit/Timeline';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { InvoiceTable } from '../../components/workspace/InvoiceTable';
import { groupThousands } from '../../../shared/domain/numbers';
import { usePageData } from '../../lib/api';
import { dayOf, StandingBadge, validityText } from './member-labels';

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

/** What moving the member to `other` does, priced by the server, for the dialog that asks first. */
function tierChangeText(detail: MemberDetail, other: MembershipTier): string {
  const money = detail.tierChange
    ? tierChangeSentences(detail.tierChange, { who: 'the member' })
    : [`The next renewal invoice is at the ${TIER_LABELS[other]} fee.`];
  return [
    'The member is emailed the change, with any invoice it brings. Its status follows at once.',
    ...money,
  ].join(' ');
}

function premiumRequestActions(detail: MemberDetail): DialogAction[] {
  const { id, name } = detail.company;
  if (detail.premiumRequest?.status !== 'open') return [];
  return [
    {
      path: '/api/admin/members/premium-request/approve',
      title: `Move ${name} to Premium, as it asked`,
      text: tierChangeText(detail, 'premium'),
      confirmLabel: 'Approve the move to Premium',
      body: () => ({ companyId: id }),
    },
    {
      path: '/api/admin/members/premium-request/decline',
      title: `Decline the request of ${name} for Premium`,
      text: 'The member is emailed your reason and stays Standard; nothing is invoiced.',
      confirmLabel: 'Decline the request',
      tone: 'danger',
      field: { label: 'Reason (the member reads it)', name: 'reason' },
      body: (reason) => ({ companyId: id, reason }),
    },
  ];
}

function membershipActions(detail: MemberDetail): DialogAction[] {
  const { id, name, tier, suspension } = detail.company;
  const other: MembershipTier = tier === 'premium' ? 'standard' : 'premium';
  const actions: DialogAction[] = [
    ...premiumRequestActions(detail),
    {
      path: '/api/admin/members/change-tier',
      title: `${other === 'premium' ? 'Upgrade' : 'Downgrade'} ${name} to ${TIER_LABELS[other]}`,
      text: tierChangeText(detail, other),
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
  const current = detail.company.protectionCoverMinor / 100;
  const api = useApiForm({
    endpoint: setProtectionCover,
    defaultValues: { companyId: detail.company.id, coverUsd: current, reason: '' },
    onSuccess: (updated, values) => {
      onSaved(updated);
      api.form.reset({ ...values, reason: '' });
      return `The cover is now US$${groupThousands(values.coverUsd)} a year.`;
    },
  });
  return (
    <Section panel title="Payment protection cover" headingLevel={3}>
      <p className={text.muted}>
        Premium members may report shipments up to this amount a year. Now US${groupThousands(current)}.
      </p>
      <ApiFormFrame
        api={api}
        label="Payment protection cover"
        submitLabel="Change the cover"
        busyLabel="Saving…"
      >
        <SelectField label="Cover a year (US$)" {...api.field('coverUsd', { valueAsNumber: true })}>
          {COVER_OPTIONS.map((usd) => (
            <option key={usd} value={usd}>
              {groupThousands(usd)}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Reason" rows={2} {...api.field('reason')} />
      </ApiFormFrame>
    </Section>
  );
}

function Details({ detail }: { detail: MemberDetail }) {
  const { company } = detail;
  return (
    <Section title="Company">
      <DetailList
        items={[
          ['Applied', dayOf(company.appliedAt)],
          ['Tier', company.tier ? TIER_LABELS[company.tier] : 'Not decided'],
          ['Applied for', company.requestedTier ? TIER_LABELS[company.requestedTier] : null],
          ['Membership', validityText(company) ?? 'No paid year yet'],
          ['Member since', company.memberSince ? formatDate(company.memberSince) : null],
          [
            'Website',
            company.website ? (
              <a href={company.website} rel="noopener nofollow" target="_blank">
                {company.website}
              </a>
            ) : (
              'None given'
            ),
          ],
          [
            'Offices',
            detail.offices.map((office) => `${office.city}, ${office.countryName}`).join(' · ') ||
              'None listed',
          ],
          ['Services', detail.services.map(serviceLabel).join(', ') || 'None listed'],
          [
            'Directory profile',
            company.slug && company.status !== 'pending' ? (
              <Link to={`/directory/company/${company.slug}`}>/directory/company/{company.slug}</Link>
            ) : null,
          ],
        ]}
      />
      {company.description ? <p className={text.quote}>{company.description}</p> : null}
      <Section title="People" headingLevel={3}>
        <DetailList
          items={detail.people.map((person) => [
            `${person.name}${person.isAdmin ? ' (DFA administrator)' : ''}`,
            <>
              <a href={`mailto:${person.email}`}>{person.email}</a>
              {person.emailConfirmed ? '' : ' (email not confirmed yet)'}
              <span className={text.meta}>
                {person.phone
                  ? `${person.phone} · ${person.phoneVerified ? 'phone verified by code' : 'phone not verified'}`
                  : 'No phone'}
                {` · joined ${dayOf(person.joinedAt)}`}
              </span>
            </>,
          ])}
        />
      </Section>
    </Section>
  );
}

function Application({ detail }: { detail: MemberDetail }) {
  const { application } = detail;
  if (!application) return null;
  return (
    <Section title="Application">
      {application.status === 'rejected' && application.rejectionReason ? (
        <Notice
          tone="error"
          title={`Rejected${application.decidedAt ? ` on ${dayOf(application.decidedAt)}` : ''}.`}
        >
          <p className={text.quote}>{application.rejectionReason}</p>
        </Notice>
      ) : null}
      {application.messages.length > 0 ? (
        <Timeline
          label="Questions and answers"
          entries={application.messages.map((message, index) => ({
            key: index,
            meta: `${message.author === 'association' ? 'The association asked' : 'The applicant answered'}${
              message.authorName ? ` (${message.authorName})` : ''
            } on ${dayOf(message.createdAt)}`,
            quote: message.body,
          }))}
        />
      ) : (
        <p className={text.muted}>No questions have been asked.</p>
      )}
    </Section>
  );
}

function PremiumRequest({ detail }: { detail: MemberDetail }) {
  const request = detail.premiumRequest;
  if (request?.status !== 'open') return null;
  return (
    <div role="note">
      <Notice tone="info">
        <p>
          <strong>
            {request.requestedBy ?? 'The member'} asked to move to Premium on {dayOf(request.createdAt)}.
          </strong>
        </p>
        {request.note ? <p className={text.quote}>{request.note}</p> : null}
      </Notice>
    </div>
  );
}

function Invoices({ detail }: { detail: MemberDetail }) {
  return (
    <Section
      title="Invoices"
      actions={
        detail.invoices.some((invoice) => invoice.status === 'open') ? (
          <Link to="/admin/invoices">Record a payment on the invoices page</Link>
        ) : null
      }
    >
      {detail.invoices.length === 0 ? (
        <EmptyState title="No invoices yet.">
          <p>The first is issued when the application is approved.</p>
        </EmptyState>
      ) : (
        <InvoiceTable invoices={detail.invoices} />
      )}
    </Section>
  );
}

function AuditLog({ detail }: { detail: MemberDetail }) {
  return (
    <Section
      title="Log"
      description="Every action on this member or application, newest first. Entries cannot be changed."
    >
      {detail.audit.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <Timeline
          label="Actions on this member"
          entries={detail.audit.map((item) => ({
            key: item.id,
            meta: (
              <>
                <time dateTime={item.at}>
                  {new Date(item.at).toISOString().replace('T', ' ').slice(0, 16)} UTC
                </time>
                {` · ${item.actor}`}
              </>
            ),
            text: item.summary,
            quote: item.reason,
          }))}
        />
      )}
    </Section>
  );
}

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
    ? applicationActions(detail)
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
