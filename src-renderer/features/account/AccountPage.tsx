import { useEffect } from 'react';
import type { getAccountSecurity } from '../../../shared/api/account';
import type { UserRecord } from '../../../shared/api/user';
import { formatDate } from '../../../shared/domain/date';
import { MEMBERSHIP_LABELS } from '../../../shared/domain/membership';
import { builtHref } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { MembersOnly } from '../../components/members-only/MembersOnly';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { usePageData } from '../../lib/api';
import { useSignOut } from '../../lib/session/use-sign-out';
import styles from './account.module.css';
import { EmailSection } from './EmailSection';
import { MembershipSection } from './MembershipSection';
import { PasswordSection } from './PasswordSection';
import { PhoneSection } from './PhoneSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

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
  const signOut = useSignOut();
  const security = usePageData<typeof getAccountSecurity>(
    '/api/account/security',
    {},
    { serverRender: false },
  );
  const sessionEnded = security.state === 'error' && security.error.status === 401;
  // Signed out elsewhere (a password change, "sign out everywhere else"): show the sign-in prompt.
  useEffect(() => {
    if (sessionEnded) void signOut();
  }, [sessionEnded, signOut]);

  return (
    <>
      <dl className={styles.details}>
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
      {companyHref ? (
        <div className={styles.actions}>
          <ButtonLink to={companyHref}>Edit company profile</ButtonLink>
        </div>
      ) : null}
      <ProfileSection user={user} />
      <PhoneSection user={user} />
      {security.state === 'ready' ? (
        <>
          <EmailSection
            user={user}
            pending={security.data.pendingEmail}
            onPendingChange={(pendingEmail) => security.replace({ ...security.data, pendingEmail })}
          />
          <PasswordSection onChanged={security.reload} />
          <SessionsSection security={security.data} onChange={security.replace} />
        </>
      ) : (
        <PageStatus state={security} what="your sign-in settings" />
      )}
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
        description="Your Digital Freight Alliance account: name, phone, email, password, signed-in devices and membership."
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
