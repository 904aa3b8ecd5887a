import { Link } from 'react-router';
import { builtHref } from '../../../shared/routes';
import { toolLockedMessage } from '../../../shared/domain/member-access';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { ToolLocked } from '../../components/content/ToolLocked';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import { MemberOffice } from './MemberOffice';
import { OFFICE_PATH } from './unit-links';
import frame from '../../components/kit/classes.module.css';
import styles from './virtual-office.module.css';

function SignInPrompt() {
  const signInHref = builtHref('auth-sign-in') ?? '/auth/sign-in';
  const joinHref = builtHref('membership');
  return (
    <section className={styles.gate} aria-labelledby="office-sign-in">
      <h2 id="office-sign-in" className={styles.panelTitle}>
        Sign in to see the virtual office
      </h2>
      <p>
        Transport units in the virtual office are shared between DFA members only. Sign in with your company
        account to search them, open a listing someone sent you, or list your own trucks and trailers.
      </p>
      <p className={styles.gateActions}>
        <ButtonLink to={signInHref}>Sign in</ButtonLink>
        {joinHref ? <Link to={joinHref}>Not a member yet? See membership</Link> : null}
      </p>
    </section>
  );
}

export default function VirtualOfficePage() {
  const checked = useSessionChecked();
  const user = useSessionUser();
  const directoryHref = builtHref('directory');
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    ...(directoryHref ? [{ name: 'Member directory', path: directoryHref }] : []),
    { name: 'Virtual office', path: OFFICE_PATH },
  ];

  return (
    <div className={frame.page}>
      <Seo
        path={OFFICE_PATH}
        title="Virtual office: trucks and trailers listed by members"
        description="Members of the Digital Freight Alliance list their trucks, trailers, chassis, reefers and vans with loading zones, rates and availability, and find each other's free capacity."
        keywords="virtual office, free truck capacity, trailer availability, road freight partners, DFA members"
        breadcrumbs={crumbs}
        noIndex
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className={frame.header}>
        <p className={frame.eyebrow}>Members only</p>
        <h1>Virtual office</h1>
        <p className={frame.intro}>
          Free capacity from member companies: trucks, trailers, chassis, reefer trucks and vans, with where
          they load, what they charge and when they are available.
        </p>
      </header>
      {!checked ? (
        <>
          <p role="status" className={frame.muted}>
            Checking your membership…
          </p>
          <noscript>
            <p>
              The virtual office needs JavaScript to show members’ listings. Turn it on, then{' '}
              <a href="/auth/sign-in">sign in</a> with your company account.
            </p>
          </noscript>
        </>
      ) : user?.hash && toolLockedMessage('virtual-office', user) ? (
        <ToolLocked tool="virtual-office" user={user} />
      ) : user?.hash ? (
        <MemberOffice />
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}
