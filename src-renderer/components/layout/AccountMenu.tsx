import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserRecord } from '../../../shared/api/user';
import { accountMenu, type Viewer } from '../../../shared/routes';
import { useSignOut } from '../../lib/session/use-sign-out';
import { Chevron } from './Chevron';
import styles from './Header.module.css';
import { useDisclosure } from './use-disclosure';

function initials(user: UserRecord): string {
  const letters = [user.first_name, user.company].map((word) => word.trim().charAt(0).toUpperCase());
  return letters.join('');
}

/** The signed-in member's button: their name and company, opening their pages and "Sign out". */
export function AccountMenu({ user, viewer }: { user: UserRecord; viewer: Exclude<Viewer, 'visitor'> }) {
  const { open, setOpen, panelId, containerProps, buttonProps } = useDisclosure<HTMLDivElement>();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();

  const onSignOut = async () => {
    setSigningOut(true);
    // Leave first: a members-only page would otherwise send the now anonymous visitor to sign-in.
    await navigate('/');
    try {
      await signOut();
    } catch {
      // The local state is cleared either way; an unreachable server ends the session itself
      // at its idle timeout.
    } finally {
      setSigningOut(false);
      setOpen(false);
    }
  };

  return (
    <div {...containerProps} className={styles.account}>
      <button type="button" className={styles.accountButton} title={user.company} {...buttonProps}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(user)}
        </span>
        <span className={styles.accountText}>
          <span className={styles.accountName}>{user.first_name}</span>
          <span className={styles.accountCompany}>{user.company}</span>
        </span>
        {user.isAdmin ? <span className={styles.adminBadge}>Admin</span> : null}
        <Chevron />
      </button>
      <ul id={panelId} className={styles.accountList} hidden={!open}>
        {accountMenu(viewer).map((item) => (
          <li key={item.href}>
            <Link to={item.href} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
        <li className={styles.signOut}>
          <button type="button" disabled={signingOut} onClick={() => void onSignOut()}>
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
