import { memo, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { builtHref, navigation, type NavGroup, type Viewer } from '../../../shared/routes';
import { useSessionUser } from '../../lib/session/use-session';
import { useViewer } from '../../lib/session/use-viewer';
import type { AccountMenu } from './AccountMenu';
import { Chevron } from './Chevron';
import styles from './Header.module.css';
import { useDisclosure } from './use-disclosure';

const MENUS: Record<Viewer, NavGroup[]> = {
  visitor: navigation('visitor'),
  member: navigation('member'),
  admin: navigation('admin'),
};

// Memoised: the header renders again when the session is known, its menus need not.
const GroupMenu = memo(function GroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const { open, setOpen, panelId, containerProps, buttonProps } = useDisclosure<HTMLLIElement>();
  const current = group.items.some((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
  return (
    <li {...containerProps} className={styles.group}>
      <button type="button" className={styles.groupButton} data-current={current} {...buttonProps}>
        {group.label}
        <Chevron />
      </button>
      <ul id={panelId} className={styles.submenu} hidden={!open}>
        {group.items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={pathname === item.href ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
});

/**
 * The site header. Phones show the brand, "Sign in" or the account button, and a menu button
 * that opens the groups as a list; from 1024 px the groups sit in the bar itself.
 */
export function Header() {
  const {
    open: menuOpen,
    setOpen: setMenuOpen,
    containerProps: menuContainer,
  } = useDisclosure<HTMLDivElement>();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const user = useSessionUser();
  // Visitors never need the account menu, so it arrives only once someone has signed in.
  // (Held in state rather than through lazy(): a suspended render is revealed on a timer.)
  const [account, setAccount] = useState<{ AccountMenu: typeof AccountMenu }>();
  const signedIn = viewer !== 'visitor';
  useEffect(() => {
    if (signedIn && !account) void import('./AccountMenu').then(setAccount);
  }, [signedIn, account]);
  const signInHref = builtHref('auth-sign-in');
  const joinHref = builtHref('membership');

  // A new page closes the phone menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className={styles.header}>
      <div className={styles.inner} {...menuContainer}>
        {/* A member's home is their dashboard. */}
        <Link to={signedIn ? '/dashboard' : '/'} className={styles.brand}>
          <img src="/icons/logo.svg" alt="" width="36" height="36" />
          <span className={styles.brandText}>
            <strong>DFA</strong>
            <span>Digital Freight Alliance</span>
          </span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <nav id="site-navigation" aria-label="Main" className={styles.nav} data-open={menuOpen}>
          <ul className={styles.groups}>
            {MENUS[viewer].map((group) => (
              <GroupMenu key={group.id} group={group} pathname={pathname} />
            ))}
          </ul>
          {viewer === 'visitor' && joinHref ? (
            <Link to={joinHref} className={`${styles.join} ${styles.joinInMenu}`}>
              Join DFA
            </Link>
          ) : null}
        </nav>
        <div className={styles.actions}>
          {viewer !== 'visitor' && user ? (
            account ? (
              <account.AccountMenu user={user} viewer={viewer} />
            ) : (
              <span className={styles.avatar} aria-hidden="true" />
            )
          ) : (
            <>
              {signInHref ? (
                <Link to={signInHref} className={styles.signIn}>
                  Sign in
                </Link>
              ) : null}
              {joinHref ? (
                <Link to={joinHref} className={`${styles.join} ${styles.joinInBar}`}>
                  Join DFA
                </Link>
              ) : null}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
