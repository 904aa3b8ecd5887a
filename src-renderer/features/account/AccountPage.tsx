import { Link } from 'react-router';
import type { UserRecord } from '../../../shared/api/user';
import { formatDate } from '../../../shared/domain/date';
import { MEMBERSHIP_LABELS } from '../../../shared/domain/membership';
import { builtHref } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { MembersOnly } from '../../components/members-only/MembersOnly';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { ButtonLink } from '../../components/ui/ButtonLink';
import styles from './account.module.css';
import { MembershipSection } from './MembershipSection';

const PATH = '/account';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Account', path: PATH },
];

function membershipText(user: UserRecord): string {
  const label = MEMBERSHIP_LABELS[user.type];
  if (user.type === 'pending' || !user.validity) return label;
  return `${label}, valid until ${formatDate(user.validity)}`;
}

function AccountDetails({ user }: { user: UserRecord }) {
  const companyHref = builtHref('directory-my-company');
  const passwordHref = builtHref('auth-forgot-password');
  return (
    <>
      <dl className={styles.details}>
        <div>
          <dt>Name</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{user.phone ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>Company</dt>
          <dd>{user.company}</dd>
        </div>
        <div>
          <dt>Membership</dt>
          <dd>{membershipText(user)}</dd>
        </div>
        {user.isAdmin ? (
          <div>
            <dt>Role</dt>
            <dd>Administrator of the DFA portal</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {companyHref ? <ButtonLink to={companyHref}>Edit company profile</ButtonLink> : null}
        {passwordHref ? (
          <p>
            Want a new password? <Link to={passwordHref}>We email you a link to set one</Link>.
          </p>
        ) : null}
      </div>
      <p className={styles.hint}>
        To change your name, email or phone number,{' '}
        <Link to="/company/contact-us">write to the DFA team</Link>: they are checked when your company joins.
      </p>
      <MembershipSection />
    </>
  );
}

export default function AccountPage() {
  return (
    <div className={styles.page}>
      <Seo
        path={PATH}
        title="Your account"
        description="The details of your Digital Freight Alliance account: name, email, company and membership."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1>Your account</h1>
      <MembersOnly path={PATH} what="see your account">
        {(user) => <AccountDetails user={user} />}
      </MembersOnly>
    </div>
  );
}
