import { useState, type FormEvent } from 'react';
import type { answerApplicationQuestions, getMyMembership, MyMembership } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import { APPLICATION_STATUS_LABELS, TIER_LABELS } from '../../../shared/domain/membership';
import { FormAlert, TextAreaField } from '../../components/forms/form-fields';
import { PageStatus } from '../../components/page-status/PageStatus';
import { InvoiceTable } from '../../components/workspace/InvoiceTable';
import { standingText, TodoList } from '../../components/workspace/MembershipTodo';
import workspace from '../../components/workspace/workspace.module.css';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import styles from './account.module.css';

function AnswerForm({ onAnswered }: { onAnswered: (membership: MyMembership) => void }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFieldError(undefined);
    try {
      onAnswered(
        await callApi<typeof answerApplicationQuestions>(
          { method: 'POST', path: '/api/membership/application/answer' },
          { body: { message } },
        ),
      );
      setMessage('');
    } catch (failure) {
      if (failure instanceof ApiCallError) {
        setFieldError(failure.fields?.message);
        setError(failure.message);
      } else throw failure;
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label="Your answer"
        name="message"
        rows={5}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        {...(fieldError ? { error: fieldError } : {})}
      />
      <FormAlert message={error} />
      <button type="submit" className={workspace.button} disabled={busy}>
        {busy ? 'Sending…' : 'Send the answer'}
      </button>
    </form>
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
    <section id="application" className={workspace.section} aria-labelledby="application-heading">
      <h2 id="application-heading">Your application</h2>
      <p>
        Applied on {formatDate(application.appliedAt.slice(0, 10))}:{' '}
        <strong>
          {application.status === 'approved'
            ? `approved as ${TIER_LABELS[application.tier ?? 'standard']}; the membership starts when the invoice is paid`
            : APPLICATION_STATUS_LABELS[application.status].toLowerCase()}
        </strong>
        .
      </p>
      {application.rejectionReason ? <p className={workspace.quote}>{application.rejectionReason}</p> : null}
      {application.messages.length > 0 ? (
        <ol className={workspace.timeline}>
          {application.messages.map((message, index) => (
            <li key={`${message.createdAt}-${index}`}>
              <p className={workspace.meta}>
                {message.author === 'association' ? 'The association asked' : 'You answered'} on{' '}
                {formatDate(message.createdAt.slice(0, 10))}
              </p>
              <p className={workspace.quote}>{message.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {application.status === 'info_requested' ? <AnswerForm onAnswered={onAnswered} /> : null}
    </section>
  );
}

/** The member's standing, what needs doing, the application and the invoices. */
export function MembershipSection() {
  const membership = usePageData<typeof getMyMembership>('/api/membership', {}, { serverRender: false });
  if (membership.state !== 'ready') return <PageStatus state={membership} what="your membership" />;
  const data = membership.data;
  return (
    <>
      <section className={workspace.section} aria-labelledby="membership-heading">
        <h2 id="membership-heading">Membership</h2>
        <dl className={styles.details}>
          <div>
            <dt>Status</dt>
            <dd>{standingText(data)}</dd>
          </div>
          {data.tier && data.status !== 'pending' ? (
            <div>
              <dt>Tier</dt>
              <dd>{TIER_LABELS[data.tier]}</dd>
            </div>
          ) : null}
          {data.memberSince ? (
            <div>
              <dt>Member since</dt>
              <dd>{formatDate(data.memberSince.slice(0, 10))}</dd>
            </div>
          ) : null}
          {data.suspension ? (
            <div>
              <dt>Suspended</dt>
              <dd>
                Since {formatDate(data.suspension.at.slice(0, 10))}: {data.suspension.reason}
              </dd>
            </div>
          ) : null}
        </dl>
        {data.todo.length > 0 ? (
          <>
            <h3>What needs doing</h3>
            <TodoList todo={data.todo} applicationHref="#application" />
          </>
        ) : null}
      </section>
      <Application membership={data} onAnswered={membership.replace} />
      <section className={workspace.section} aria-labelledby="invoices-heading">
        <h2 id="invoices-heading">Invoices</h2>
        {data.invoices.length === 0 ? (
          <p className={workspace.muted}>
            No invoices yet: the first arrives by email when the association approves your application.
          </p>
        ) : (
          <InvoiceTable invoices={data.invoices} />
        )}
      </section>
    </>
  );
}
