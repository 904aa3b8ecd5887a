import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { UserRecord } from '../../../shared/api/user';
import { builtHref, navigation, ROUTES, type NavSection, type Viewer } from '../../../shared/routes';
import { loggedAtom, userAtom } from '../../lib/session/session-state';
import { useSignOut } from '../../lib/session/use-sign-out';
import { useAtomValue } from '../../lib/store';
import styles from './Header.module.css';
import { useDisclosure } from './use-disclosure';

/** The sections each kind of visitor sees: members' and admins' pages only to them. */
const SECTIONS: Record<Viewer, NavSection[]> = {
  visitor: navigation(ROUTES, 'visitor'),
  member: navigation(ROUTES, 'member'),
  admin: navigation(ROUTES, 'admin'),
};

function SectionMenu({ section, onNavigate }: { section: NavSection; onNavigate: () => void }) {
  const { open, setOpen, panelId: menuId, containerProps, buttonProps } = useDisclosure<HTMLLIElement>();

  if (section.items.length === 0 && section.href) {
    return (
      <li>
        <NavLink to={section.href} className={styles.link} onClick={onNavigate}>
          {section.label}
        </NavLink>
      </li>
    );
  }

  return (
    <li {...containerProps} className={styles.hasMenu}>
      <button type="button" className={styles.link} {...buttonProps}>
        {section.label}
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={menuId} className={styles.submenu} hidden={!open}>
        {section.href ? (
          <li>
            <Link
              to={section.href}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              Overview
            </Link>
          </li>
        ) : null}
        {section.items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The signed-in member's name and company, opening a small menu with "Sign out". */
function MemberMenu({ user, onNavigate }: { user: UserRecord; onNavigate: () => void }) {
  const { open, setOpen, panelId: menuId, containerProps, buttonProps } = useDisclosure<HTMLDivElement>();
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
      onNavigate();
    }
  };

  return (
    <div {...containerProps} className={styles.memberMenu}>
      <button type="button" className={styles.member} {...buttonProps}>
        <span className={styles.memberText}>
          <span className={styles.memberName}>{user.first_name}</span>
          <span className={styles.memberCompany}>{user.company}</span>
        </span>
        {user.isAdmin ? <span className={styles.admin}>Admin</span> : null}
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={menuId} className={styles.memberMenuList} hidden={!open}>
        <li>
          <button type="button" disabled={signingOut} onClick={() => void onSignOut()}>
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </li>
      </ul>
    </div>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const logged = useAtomValue(loggedAtom);
  const user = useAtomValue(userAtom);
  const signInHref = builtHref('auth-sign-in');
  const joinHref = builtHref('membership');
  const closeMenu = () => setMenuOpen(false);
  const viewer: Viewer = logged && user ? (user.isAdmin ? 'admin' : 'member') : 'visitor';

  // A new page closes the mobile menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
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
          <ul className={styles.sections}>
            {SECTIONS[viewer].map((section) => (
              <SectionMenu key={section.id} section={section} onNavigate={closeMenu} />
            ))}
          </ul>
          <div className={styles.actions}>
            {logged && user ? (
              <MemberMenu user={user} onNavigate={closeMenu} />
            ) : (
              <>
                {signInHref ? (
                  <Link to={signInHref} className={styles.secondary} onClick={closeMenu}>
                    Sign in
                  </Link>
                ) : null}
                {joinHref ? (
                  <Link to={joinHref} className={styles.primary} onClick={closeMenu}>
                    Join DFA
                  </Link>
                ) : null}
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
