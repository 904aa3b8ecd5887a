import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserRecord } from '../../../shared/api/user';
import { builtHref } from '../../../shared/routes';
import { useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import { ButtonLink } from '../ui/ButtonLink';
import styles from './MembersOnly.module.css';

/**
 * A page part only signed-in members (or, with `adminsOnly`, admins) may see. The server's
 * page is the same for everyone, so the check happens in the browser once the session is
 * known; the API enforces the same rule on every call.
 */
export function MembersOnly({
  path,
  adminsOnly = false,
  what,
  children,
}: {
  /** this page's path, to come back to after signing in */
  path: string;
  adminsOnly?: boolean;
  /** what signing in gives access to, in a sentence: "see your account" */
  what: string;
  children: (user: UserRecord) => ReactNode;
}) {
  const checked = useSessionChecked();
  const user = useSessionUser();
  const signInHref = `${builtHref('auth-sign-in') ?? '/auth/sign-in'}?next=${encodeURIComponent(path)}`;

  if (!checked) {
    return (
      <>
        <p role="status" className={styles.status}>
          Checking your membership…
        </p>
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
      <section className={styles.panel} aria-labelledby="members-only-title">
        <h2 id="members-only-title">{`Sign in to ${what}`}</h2>
        <p>This page is for the people of DFA member companies.</p>
        <p className={styles.actions}>
          <ButtonLink to={signInHref}>Sign in</ButtonLink>
          <Link to="/membership">Not a member yet? See membership</Link>
        </p>
      </section>
    );
  }
  if (adminsOnly && !user.isAdmin) {
    return (
      <section className={styles.panel} role="alert">
        <p>This page is for the DFA team. Your account does not have administrator rights.</p>
      </section>
    );
  }
  return children(user);
}
