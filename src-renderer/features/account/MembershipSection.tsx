import {
  answerApplicationQuestions,
  type getMyMembership,
  type MyMembership,
} from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import {
  APPLICATION_STATUS_LABELS,
  MEMBERSHIP_STATE_LABELS,
  TIER_LABELS,
} from '../../../shared/domain/membership';
import { MEMBERSHIP_STATE_NOTES } from '../../../shared/domain/membership-notes';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { TextAreaField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { DetailList } from '../../components/kit/DetailList';
import { Section } from '../../components/kit/Section';
import { EmptyState, Loaded } from '../../components/kit/states';
import text from '../../components/kit/text.module.css';
import { Timeline } from '../../components/kit/Timeline';
import { InvoiceTable } from '../../components/workspace/InvoiceTable';
import { standingText, TodoList } from '../../components/workspace/MembershipTodo';
import { usePageData } from '../../lib/api';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';
import { PlanSection } from './PlanSection';

function AnswerForm({ onAnswered }: { onAnswered: (membership: MyMembership) => void }) {
  const api = useApiForm({
    endpoint: answerApplicationQuestions,
    defaultValues: { message: '' },
    resetOnSuccess: true,
    onSuccess: (membership) => {
      onAnswered(membership);
      return 'Your answer is sent. The association reviews your application again.';
    },
  });
  return (
    <ApiFormFrame
      api={api}
      label="Answer the association"
      submitLabel="Send the answer"
      busyLabel="Sending…"
      primary
    >
      <TextAreaField label="Your answer" rows={5} {...api.field('message')} />
    </ApiFormFrame>
  );
}

function Application({
  membership,
  onAnswered,
}: {
  membership: MyMembership;
  onAnswered: (membership: MyMembership) => void;
}) {
  const application = membership.application;
  if (!application || membership.status !== 'pending') return null;
  return (
    <div id="application">
      <Section panel title="Your application">
        <p>
          Applied on {formatDate(application.appliedAt.slice(0, 10))}:{' '}
          <strong>
            {application.status === 'approved'
              ? `${MEMBERSHIP_STATE_LABELS.awaiting_payment} (${TIER_LABELS[application.tier ?? 'standard']})`
              : APPLICATION_STATUS_LABELS[application.status].toLowerCase()}
          </strong>
          .
        </p>
        {application.rejectionReason ? <p className={text.quote}>{application.rejectionReason}</p> : null}
        {application.messages.length > 0 ? (
          <Timeline
            label="Questions and answers"
            entries={application.messages.map((message, index) => ({
              key: `${message.createdAt}-${index}`,
              meta: `${message.author === 'association' ? 'The association asked' : 'You answered'} on ${formatDate(message.createdAt.slice(0, 10))}`,
              quote: message.body,
            }))}
          />
        ) : null}
        {application.status === 'info_requested' ? <AnswerForm onAnswered={onAnswered} /> : null}
      </Section>
    </div>
  );
}

/** The member's standing, what needs doing, the application and the invoices. */
export function MembershipSection({ email }: { email: string }) {
  const membership = usePageData<typeof getMyMembership>('/api/membership', {}, { serverRender: false });
  return (
    <Loaded data={membership} what="your membership">
      {(data) => (
        <>
          {data.state === 'email_unconfirmed' ? <EmailConfirmationNotice email={email} /> : null}
          <Section panel title="Membership">
            <DetailList
              items={[
                [
                  'Status',
                  <>
                    {standingText(data)}
                    <p className={text.meta}>{MEMBERSHIP_STATE_NOTES[data.state]}</p>
                  </>,
                ],
                ['Tier', data.tier && data.status !== 'pending' ? TIER_LABELS[data.tier] : null],
                ['Member since', data.memberSince ? formatDate(data.memberSince.slice(0, 10)) : null],
                [
                  'Suspended',
                  data.suspension
                    ? `Since ${formatDate(data.suspension.at.slice(0, 10))}: ${data.suspension.reason}`
                    : null,
                ],
              ]}
            />
            {data.todo.length > 0 ? (
              <Section title="What needs doing" headingLevel={3}>
                <TodoList todo={data.todo} applicationHref="#application" />
              </Section>
            ) : null}
          </Section>
          <PlanSection membership={data} />
          <Application membership={data} onAnswered={membership.replace} />
          <Section panel title="Invoices">
            {data.invoices.length === 0 ? (
              <EmptyState title="No invoices yet.">
                <p>
                  {data.status === 'pending'
                    ? 'The first arrives by email when the association approves your application.'
                    : 'Each membership and renewal invoice is listed here when it is issued, and stays once paid.'}
                </p>
              </EmptyState>
            ) : (
              <InvoiceTable invoices={data.invoices} />
            )}
          </Section>
        </>
      )}
    </Loaded>
  );
}
