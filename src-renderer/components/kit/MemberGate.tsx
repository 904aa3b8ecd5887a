import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { UserRecord } from '../../../shared/api/user';
import { toolLockedMessage, type MemberTool } from '../../../shared/domain/member-access';
import { builtHref } from '../../../shared/routes';
import { useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import { ToolLocked } from '../content/ToolLocked';
import { ButtonLink } from '../ui/ButtonLink';
import { LoadingState } from './states';
import styles from './MemberGate.module.css';

/**
 * What only signed-in people may see: members (with `admins`, only the DFA team; with `tool`,
 * only while the company may use that member tool). Everyone else is told plainly what to do:
 * sign in, ask for administrator rights, or (an applicant, a lapsed member) why the tool is
 * closed. Pages are rendered anonymously on the server, so what is gated appears once the
 * browser knows who is signed in; the API applies the same rules to every call.
 */
export function MemberGate({
  what,
  admins = false,
  tool,
  children,
}: {
  /** what signing in gives access to, completing "Sign in to …": "see your account" */
  what: string;
  admins?: boolean;
  tool?: MemberTool;
  children: (user: UserRecord) => ReactNode;
}) {
  const headingId = useId();
  const { pathname, search } = useLocation();
  const checked = useSessionChecked();
  const user = useSessionUser();
  const signInHref = `${builtHref('auth-sign-in') ?? '/auth/sign-in'}?next=${encodeURIComponent(pathname + search)}`;

  if (!checked) {
    return (
      <>
        <LoadingState what="your membership" />
        <noscript>
          <p>
            This page needs JavaScript. Turn it on, then <a href={signInHref}>sign in</a>.
          </p>
        </noscript>
      </>
    );
  }
  if (!user?.hash) {
    return (
      <section className={styles.gate} aria-labelledby={headingId}>
        <h2 id={headingId}>{`Sign in to ${what}`}</h2>
        <p>This page is for the people of Digital Freight Alliance member companies.</p>
        <p className={styles.actions}>
          <ButtonLink to={signInHref}>Sign in</ButtonLink>
          <Link to={builtHref('membership') ?? '/membership'}>Not a member yet? See membership</Link>
        </p>
      </section>
    );
  }
  if (admins && !user.isAdmin) {
    return (
      <section className={styles.gate} aria-labelledby={headingId}>
        <h2 id={headingId}>For DFA administrators</h2>
        <p>{`This page is for the DFA team: your account does not have administrator rights to ${what}. Ask the DFA team if you think you need them.`}</p>
      </section>
    );
  }
  if (tool && toolLockedMessage(tool, user)) return <ToolLocked tool={tool} user={user} />;
  return children(user);
}
