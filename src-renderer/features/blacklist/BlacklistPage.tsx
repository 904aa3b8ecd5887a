import { builtHref } from '../../../shared/routes';
import { toolLockedMessage } from '../../../shared/domain/member-access';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { ToolLocked } from '../../components/content/ToolLocked';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import { useHydrated } from '../../lib/use-hydrated';
import { MemberBlacklist } from './MemberBlacklist';
import styles from './blacklist.module.css';

const PATH = '/company/blacklist';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Blacklist', path: PATH },
];

function SignInPanel() {
  const signIn = builtHref('auth-sign-in');
  const join = builtHref('membership');
  return (
    <section className={styles.panel} aria-labelledby="sign-in-to-see">
      <h2 id="sign-in-to-see">Sign in to see the blacklist</h2>
      <p>
        The blacklist is shared with member companies only, so that a claim is read by the forwarders it
        concerns and not by search engines. Sign in with your member account to search it and download the
        evidence.
      </p>
      <div className={styles.actions}>
        {join ? (
          <ButtonLink to={join} variant="secondary">
            Become a member
          </ButtonLink>
        ) : null}
        {signIn ? <ButtonLink to={signIn}>Sign in</ButtonLink> : null}
      </div>
    </section>
  );
}

export default function BlacklistPage() {
  // The visitor's session is known only in the browser: the server renders the signed-out view,
  // which is also what a visitor without JavaScript needs.
  const hydrated = useHydrated();
  const checked = useSessionChecked();
  const user = useSessionUser();
  const member = checked && user ? user : null;

  return (
    <div className={styles.page}>
      <Seo
        path={PATH}
        title="Blacklist of reported companies"
        description="The DFA blacklist warns member forwarders about companies that left freight invoices unpaid or cargo undelivered, after notice and a right of reply."
        keywords="DFA blacklist, freight forwarder blacklist, unpaid freight invoices, logistics fraud warning"
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className={styles.header}>
        <h1>Blacklist</h1>
        <p className={styles.lead}>
          Companies reported by members for unpaid freight, undelivered cargo or false documents, checked by
          the association before they are listed. Each entry shows the reasons, the countries and people
          involved, the evidence and the company’s own answer.
        </p>
      </header>

      {member && toolLockedMessage('blacklist', member) ? (
        <ToolLocked tool="blacklist" user={member} />
      ) : member ? (
        <MemberBlacklist isAdmin={member.isAdmin} />
      ) : hydrated && !checked ? (
        <p role="status">Checking your session…</p>
      ) : (
        <SignInPanel />
      )}

      <section className={styles.process} aria-labelledby="due-process">
        <h2 id="due-process">How a company is listed</h2>
        <ol>
          <li>A member reports the company with invoices, bills of lading and correspondence.</li>
          <li>The association reviews the report and the evidence.</li>
          <li>The company is notified and can answer once with its own statement and documents.</li>
          <li>
            The association decides. Only listed entries, and listed entries the company disputes, show as
            blacklisted; a settled case is marked resolved.
          </li>
        </ol>
      </section>
    </div>
  );
}
