import { Link } from 'react-router';
import type { MyMembership } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import { DetailList } from '../../components/kit/DetailList';
import { Money } from '../../components/kit/Money';
import { Section } from '../../components/kit/Section';
import { StatusBadge } from '../../components/kit/StatusBadge';
import text from '../../components/kit/text.module.css';
import { standingText } from '../../components/workspace/MembershipTodo';
import styles from './dashboard.module.css';

/** The parts of a company profile, in the order a member is asked to add them. */
const PROFILE_PARTS = [
  ['description', 'Describe your company'],
  ['logo', 'Add your logo'],
  ['offices', 'List your offices'],
  ['contacts', 'Name your contacts'],
] as const;

/** How complete the company's profile is, and the next part to add. */
function ProfileProgress({ membership }: { membership: MyMembership }) {
  const missing = membership.todo.find((item) => item.kind === 'complete-profile')?.missing ?? [];
  const done = PROFILE_PARTS.length - missing.length;
  const percent = Math.round((done / PROFILE_PARTS.length) * 100);
  const next = PROFILE_PARTS.find(([part]) => missing.includes(part));
  return (
    <>
      <p>
        <strong>{`Company profile ${percent}% complete`}</strong>
      </p>
      <progress className={styles.progress} max={PROFILE_PARTS.length} value={done}>
        {`${percent}%`}
      </progress>
      {next ? (
        <p>
          Next step: <Link to="/directory/my-company">{next[1]}</Link>, so partners find you in the directory.
        </p>
      ) : (
        <p className={text.muted}>Partners see your full profile in the directory.</p>
      )}
    </>
  );
}

/** Where the membership stands, when it renews, any unpaid invoice, and the profile. */
export function MembershipPanel({ membership }: { membership: MyMembership }) {
  const unpaid = membership.invoices.filter((invoice) => invoice.status === 'open');
  return (
    <Section panel title="Membership" actions={<Link to="/account">Your account</Link>}>
      <DetailList
        items={[
          ['Status', standingText(membership)],
          ['Renews', membership.validUntil ? formatDate(membership.validUntil) : null],
          [
            'Unpaid invoices',
            unpaid.length === 0
              ? 'None'
              : unpaid.map((invoice) => (
                  <span key={invoice.number} className={text.meta}>
                    <Link to={`/account/invoices/${invoice.number}`}>{invoice.number}</Link>{' '}
                    <Money minor={invoice.amountMinor} currency={invoice.currency} />, due{' '}
                    {formatDate(invoice.dueOn)}{' '}
                    {invoice.dueOn < new Date().toISOString().slice(0, 10) ? (
                      <StatusBadge tone="bad">Overdue</StatusBadge>
                    ) : null}
                  </span>
                )),
          ],
        ]}
      />
      <ProfileProgress membership={membership} />
    </Section>
  );
}
