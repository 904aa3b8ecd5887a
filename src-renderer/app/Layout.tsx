import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Viewer } from '../../shared/routes';
import type * as WorkspaceNavigationModule from '../../shared/workspace-navigation';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { LiveRegions } from '../components/layout/LiveRegions';
import { WelcomePrompt } from '../features/welcome/WelcomePrompt';
import { DESKTOP_BUILD } from '../lib/platform';
import { useScrollRestoration } from '../lib/scroll-restoration';
import { useSessionBootstrap } from '../lib/session/use-session-bootstrap';
import { useViewer } from '../lib/session/use-viewer';
import { useConsentPrompt, usePageTracking } from '../lib/tracking/attribution';
import styles from './Layout.module.css';

const ConsentBanner = lazy(() => import('../components/consent/ConsentBanner'));
// Public pages never load the workspace's frame; the server names it in workspace pages' heads.
const WorkspaceShell = lazy(() => import('../components/workspace/WorkspaceShell'));
// Only the desktop build has a host to report the connection; the website bundle leaves it out.
const DesktopShell = DESKTOP_BUILD ? lazy(() => import('../components/desktop/DesktopShell')) : null;
const DesktopSessionNotice = DESKTOP_BUILD
  ? lazy(() =>
      import('../components/layout/DesktopSessionNotice').then((module) => ({
        default: module.DesktopSessionNotice,
      })),
    )
  : null;

const WORKSPACE_SHELL = (
  <Suspense fallback={<div className={styles.barSpace} />}>
    <WorkspaceShell />
  </Suspense>
);

const PAGE_LOADING = (
  <p className={styles.loading} role="status">
    Loading…
  </p>
);

/** The consent banner, once the tracker finds that a choice is needed: only this part renders again. */
function ConsentPrompt() {
  const prompt = useConsentPrompt();
  return prompt ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}

/** Lets the stylesheets tell a signed-in reader's page from a visitor's (`.for-visitors`). */
function useViewerOnRoot() {
  const viewer = useViewer();
  useEffect(() => {
    document.documentElement.dataset.viewer = viewer;
  }, [viewer]);
  return viewer;
}

type WorkspaceNavigation = typeof WorkspaceNavigationModule;

/**
 * Workspace routes always have the workspace's frame. A public page the workspace's navigation
 * leads to gets it too once the session check finds a signed-in member or admin: the server
 * renders it for anyone, so it arrives with the site's header and changes frame after that check.
 * The navigation loads only then, as the workspace's bar does, so visitors never fetch it.
 */
function useWorkspaceFrame(workspaceRoute: boolean, viewer: Viewer): boolean {
  const { pathname } = useLocation();
  const [navigation, setNavigation] = useState<WorkspaceNavigation>();
  const signedIn = viewer !== 'visitor';
  useEffect(() => {
    if (!signedIn || workspaceRoute || navigation) return;
    let current = true;
    void import('../../shared/workspace-navigation').then((module) => {
      if (current) setNavigation(module);
    });
    return () => {
      current = false;
    };
  }, [signedIn, workspaceRoute, navigation]);
  if (workspaceRoute) return true;
  return (
    viewer !== 'visitor' && navigation !== undefined && navigation.inWorkspaceNavigation(viewer, pathname)
  );
}

/**
 * Every page's frame: the site's header and footer around public pages, the workspace's bar and
 * navigation around signed-in work (`workspace`, from the route table), the skip link and the
 * two live regions on both.
 */
export function Layout({
  workspace: workspaceRoute = false,
  children,
}: {
  workspace?: boolean;
  children: ReactNode;
}) {
  useSessionBootstrap();
  useScrollRestoration();
  usePageTracking();
  const viewer = useViewerOnRoot();
  const workspace = useWorkspaceFrame(workspaceRoute, viewer);
  // The same element on every layout render: handing the page's boundary new props while the
  // page is still hydrating would make React drop the server's HTML and render it again.
  const page = useMemo(() => <Suspense fallback={PAGE_LOADING}>{children}</Suspense>, [children]);
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      <LiveRegions />
      {DesktopShell && DesktopSessionNotice ? (
        <Suspense fallback={null}>
          <DesktopShell />
          <DesktopSessionNotice />
        </Suspense>
      ) : null}
      <div className={workspace ? styles.workspace : undefined}>
        {/* One element for every render, as for the page: see above. */}
        {workspace ? WORKSPACE_SHELL : <Header />}
        <main id="main" tabIndex={-1} className={styles.main}>
          {page}
        </main>
        {/* Inside the frame, so the sticky header stays in sight down to the foot of the page. */}
        {workspace ? null : <Footer />}
      </div>
      {workspace ? null : <WelcomePrompt />}
      <ConsentPrompt />
    </>
  );
}
