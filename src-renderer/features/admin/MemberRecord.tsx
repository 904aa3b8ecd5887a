import { Link } from 'react-router';
import type { MemberDetail } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import { TIER_LABELS } from '../../../shared/domain/membership';
import { SERVICES } from '../../../shared/domain/services';
import { DetailList } from '../../components/kit/DetailList';
import { Notice } from '../../components/kit/Notice';
import { Section } from '../../components/kit/Section';
import { EmptyState } from '../../components/kit/states';
import text from '../../components/kit/text.module.css';
import { Timeline } from '../../components/kit/Timeline';
import { InvoiceTable } from '../../components/workspace/InvoiceTable';
import { dayOf, validityText } from './member-labels';

/* The parts of a member's record that the admin reads: facts, application, invoices and log. */

const serviceLabel = (id: string) => SERVICES.find((service) => service.id === id)?.label ?? id;

export function Details({ detail }: { detail: MemberDetail }) {
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

export function Application({ detail }: { detail: MemberDetail }) {
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

export function PremiumRequest({ detail }: { detail: MemberDetail }) {
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

export function Invoices({ detail }: { detail: MemberDetail }) {
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

export function AuditLog({ detail }: { detail: MemberDetail }) {
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
