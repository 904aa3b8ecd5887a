import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserRecord } from '../../../shared/api/user';
import { toolLockedMessage, type MemberTool } from '../../../shared/domain/member-access';
import { builtHref } from '../../../shared/routes';
import { useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import { ToolLocked } from '../content/ToolLocked';
import { ButtonLink } from '../ui/ButtonLink';
import styles from './MemberGate.module.css';

/**
 * A members' page: its content only for a signed-in member (and, with `admins`, only for DFA
 * administrators; with `tool`, only while the company may use that tool), a plain way in for
 * everyone else. Pages are rendered anonymously on the server, so the content appears once the
 * browser knows who is signed in.
 */
export function MemberGate({
  what,
  admins = false,
  tool,
  children,
}: {
  /** completes "Sign in to see …" */
  what: string;
  admins?: boolean;
  /** the member tool the page is: an applicant or a lapsed member learns why it is closed */
  tool?: MemberTool;
  children: (user: UserRecord) => ReactNode;
}) {
  const checked = useSessionChecked();
  const user = useSessionUser();

  if (!checked) {
    return (
      <>
        <p role="status" className={styles.muted}>
          Checking your membership…
        </p>
        <noscript>
          <p>
            This members’ page needs JavaScript. Turn it on, then <a href="/auth/sign-in">sign in</a> with
            your company account.
          </p>
        </noscript>
      </>
    );
  }
  if (!user?.hash) {
    const joinHref = builtHref('membership');
    return (
      <section className={styles.gate} aria-labelledby="member-gate-title">
        <h2 id="member-gate-title" className={styles.title}>
          Sign in to see {what}
        </h2>
        <p>This page is for members of the Digital Freight Alliance. Sign in with your company account.</p>
        <p className={styles.actions}>
          <ButtonLink to={builtHref('auth-sign-in') ?? '/auth/sign-in'}>Sign in</ButtonLink>
          {joinHref ? <Link to={joinHref}>Not a member yet? See membership</Link> : null}
        </p>
      </section>
    );
  }
  if (admins && !user.isAdmin) {
    return (
      <section className={styles.gate} aria-labelledby="member-gate-title">
        <h2 id="member-gate-title" className={styles.title}>
          For DFA administrators
        </h2>
        <p>Only DFA administrators can see {what}. Ask the DFA team if you think you need access.</p>
      </section>
    );
  }
  if (tool && toolLockedMessage(tool, user)) return <ToolLocked tool={tool} user={user} />;
  return children(user);
}
