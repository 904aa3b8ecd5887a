import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { LiveRegions } from '../components/layout/LiveRegions';
import { WelcomePrompt } from '../features/welcome/WelcomePrompt';
import { DESKTOP_BUILD } from '../lib/platform';
import { useScrollRestoration } from '../lib/scroll-restoration';
import { useSessionBootstrap } from '../lib/session/use-session-bootstrap';
import { useConsentPrompt, usePageTracking } from '../lib/tracking/attribution';
import styles from './Layout.module.css';

const ConsentBanner = lazy(() => import('../components/consent/ConsentBanner'));
// Only the desktop build has a host to report the connection; the website bundle leaves it out.
const DesktopShell = DESKTOP_BUILD ? lazy(() => import('../components/desktop/DesktopShell')) : null;
const DesktopSessionNotice = DESKTOP_BUILD
  ? lazy(() =>
      import('../components/layout/DesktopSessionNotice').then((module) => ({
        default: module.DesktopSessionNotice,
      })),
    )
  : null;

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

export function Layout({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  useScrollRestoration();
  usePageTracking();
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
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {page}
      </main>
      <Footer />
      <WelcomePrompt />
      <ConsentPrompt />
    </>
  );
}
