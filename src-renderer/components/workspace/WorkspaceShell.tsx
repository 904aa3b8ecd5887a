import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { builtHref } from '../../../shared/routes';
import {
  isCurrentEntry,
  workspaceNavigation,
  type WorkspaceLink,
} from '../../../shared/workspace-navigation';
import { useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import { useViewer } from '../../lib/session/use-viewer';
import { AccountMenu } from '../layout/AccountMenu';
import { useDisclosure } from '../layout/use-disclosure';
import styles from './WorkspaceShell.module.css';

function NavLink({ entry, pathname }: { entry: WorkspaceLink; pathname: string }) {
  const current = isCurrentEntry(entry, pathname);
  return (
    <Link
      to={entry.href}
      className={styles.link}
      aria-current={pathname === entry.href ? 'page' : current ? 'true' : undefined}
    >
      {entry.label}
    </Link>
  );
}

/**
 * The frame of signed-in work (DESIGN §12), in place of the site's header and footer: a bar with
 * the brand (to the dashboard), the public site and the account menu, and the workspace's own
 * navigation — a column from 1024 px, a menu under the bar on phones. No marketing prompts.
 * The layout loads it only for workspace routes, and the server names it in their pages' heads.
 */
export default function WorkspaceShell() {
  const viewer = useViewer();
  const user = useSessionUser();
  const checked = useSessionChecked();
  const { pathname } = useLocation();
  const { open, setOpen, panelId, containerProps, buttonProps } = useDisclosure<HTMLDivElement>();
  const entries = viewer === 'visitor' ? [] : workspaceNavigation(viewer);

  // A new page closes the phone menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  return (
    <div className={styles.chrome} {...containerProps}>
      <header className={styles.bar}>
        <Link to={viewer === 'visitor' ? '/' : '/dashboard'} className={styles.brand}>
          <img src="/icons/logo.svg" alt="" width="32" height="32" />
          <span>
            DFA <span className={styles.brandPart}>workspace</span>
          </span>
        </Link>
        {entries.length > 0 ? (
          <button type="button" className={styles.menuButton} {...buttonProps}>
            {open ? 'Close menu' : 'Menu'}
          </button>
        ) : null}
        <div className={styles.end}>
          <Link to="/" className={styles.publicLink}>
            Public site
          </Link>
          {user && viewer !== 'visitor' ? (
            <AccountMenu user={user} viewer={viewer} />
          ) : checked ? (
            <Link to={builtHref('auth-sign-in') ?? '/auth/sign-in'} className={styles.publicLink}>
              Sign in
            </Link>
          ) : null}
        </div>
      </header>
      {entries.length > 0 ? (
        <nav id={panelId} aria-label="Workspace" className={styles.nav} data-open={open}>
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <li key={entry.label}>
                {entry.children ? (
                  <>
                    <span className={styles.group}>{entry.label}</span>
                    <ul className={styles.children}>
                      {entry.children.map((child) => (
                        <li key={child.href}>
                          <NavLink entry={child} pathname={pathname} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <NavLink entry={entry} pathname={pathname} />
                )}
              </li>
            ))}
            <li className={styles.siteLink}>
              <Link to="/" className={styles.link}>
                Public site
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
