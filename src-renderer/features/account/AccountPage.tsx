import { useEffect, type ReactNode } from 'react';
import type { getAccountSecurity } from '../../../shared/api/account';
import type { UserRecord } from '../../../shared/api/user';
import { formatDate } from '../../../shared/domain/date';
import { MEMBERSHIP_STATE_LABELS, stateOfAccount } from '../../../shared/domain/membership';
import { builtHref } from '../../../shared/routes';
import { DetailList } from '../../components/kit/DetailList';
import { PageFrame } from '../../components/kit/PageFrame';
import { Loaded } from '../../components/kit/states';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { usePageData } from '../../lib/api';
import { useSignOut } from '../../lib/session/use-sign-out';
import styles from './account.module.css';
import { AccountSectionNav, type AccountSectionId } from './AccountSectionNav';
import { ApiKeysSection } from './ApiKeysSection';
import { EmailSection } from './EmailSection';
import { MeetingHoursSection } from './MeetingHoursSection';
import { MembershipSection } from './MembershipSection';
import { PasswordSection } from './PasswordSection';
import { PhoneSection } from './PhoneSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

const PATH = '/account';

function membershipText(user: UserRecord): string {
  const label = MEMBERSHIP_STATE_LABELS[stateOfAccount(user)];
  if (user.type === 'pending' || !user.validity) return label;
  return `${label}, valid until ${formatDate(user.validity)}`;
}

/** One section's place on the page, which the section navigation links to. */
function Place({ id, children }: { id: AccountSectionId; children: ReactNode }) {
  return <div id={id}>{children}</div>;
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
      <div className={styles.summary}>
        <DetailList
          items={[
            ['Company', user.company],
            ['Membership', membershipText(user)],
            ['Role', user.isAdmin ? 'Administrator of the DFA portal' : null],
          ]}
        />
        {companyHref ? (
          <ButtonLink to={companyHref} variant="secondary">
            Edit company profile
          </ButtonLink>
        ) : null}
      </div>
      <div className={styles.layout}>
        <AccountSectionNav />
        <div className={styles.sections}>
          <Place id="account-name">
            <ProfileSection user={user} />
          </Place>
          <Place id="account-phone">
            <PhoneSection user={user} onChanged={security.reload} />
          </Place>
          <Loaded data={security} what="your sign-in settings">
            {(data) => (
              <>
                <Place id="account-email">
                  <EmailSection
                    user={user}
                    pending={data.pendingEmail}
                    onPendingChange={(pendingEmail) => security.replace({ ...data, pendingEmail })}
                  />
                </Place>
                <Place id="account-password">
                  <PasswordSection onChanged={security.reload} />
                </Place>
                <Place id="account-devices">
                  <SessionsSection security={data} onChange={security.replace} />
                </Place>
              </>
            )}
          </Loaded>
          <Place id="account-meetings">
            <MeetingHoursSection user={user} />
          </Place>
          <Place id="account-membership">
            <MembershipSection email={user.email} />
          </Place>
          <Place id="account-api-keys">
            <ApiKeysSection user={user} />
          </Place>
        </div>
      </div>
    </>
  );
}

export default function AccountPage() {
  return (
    <PageFrame
      path={PATH}
      title="Your account"
      description="Your Digital Freight Alliance account: name, phone, email, password, signed-in devices, meeting hours, membership and API keys."
      gate={{ what: 'see your account' }}
    >
      {(user) => <AccountDetails user={user} />}
    </PageFrame>
  );
}
