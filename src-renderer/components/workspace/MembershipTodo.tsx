import { Link } from 'react-router';
import type { MyMembership, Todo } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import { MEMBERSHIP_STATE_LABELS, TIER_LABELS } from '../../../shared/domain/membership';
import { formatMoney } from '../../../shared/domain/money';

const PROFILE_PARTS = {
  description: 'a description',
  logo: 'a logo',
  contacts: 'contacts',
  offices: 'offices',
};

function TodoItem({ todo, applicationHref }: { todo: Todo; applicationHref: string }) {
  switch (todo.kind) {
    case 'answer-questions':
      return (
        <li>
          The association asked about your application: <Link to={applicationHref}>answer the questions</Link>
          .
        </li>
      );
    case 'pay-invoice':
      return (
        <li>
          {todo.overdue ? 'Overdue: pay' : 'Pay'} invoice{' '}
          <Link to={`/account/invoices/${todo.number}`}>{todo.number}</Link>,{' '}
          {formatMoney(todo.amountMinor, todo.currency)}, due {formatDate(todo.dueOn)}.
        </li>
      );
    case 'renew':
      return (
        <li>
          {todo.lapsed
            ? `Your membership ended on ${formatDate(todo.validUntil)}: pay the renewal invoice to open the member tools again.`
            : `Renew before ${formatDate(todo.validUntil)} to keep your membership running.`}
        </li>
      );
    case 'complete-profile':
      return (
        <li>
          Complete your <Link to="/directory/my-company">company profile</Link>: add{' '}
          {todo.missing.map((part) => PROFILE_PARTS[part]).join(', ')}.
        </li>
      );
  }
}

/** What the member should do next, from the membership the server answered. */
export function TodoList({
  todo,
  applicationHref,
}: {
  todo: Todo[];
  /** where the applicant answers the association's questions */
  applicationHref: string;
}) {
  return (
    <ul>
      {todo.map((item) => (
        <TodoItem key={item.kind} todo={item} applicationHref={applicationHref} />
      ))}
    </ul>
  );
}

/** The membership in a phrase: "Premium, valid until 12 March 2027". */
export function standingText(membership: MyMembership): string {
  const { status, state, tier, validUntil } = membership;
  const label = MEMBERSHIP_STATE_LABELS[state];
  if (status === 'pending') return label;
  const tierText = tier && status === 'standard_inactive' ? ` (${TIER_LABELS[tier]} until it lapsed)` : '';
  if (!validUntil) return `${label}${tierText}`;
  return status === 'standard_inactive'
    ? `${label}${tierText}, ended ${formatDate(validUntil)}`
    : `${label}, valid until ${formatDate(validUntil)}`;
}
