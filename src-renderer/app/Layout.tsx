import { lazy, Suspense, type ReactNode } from 'react';
import { DesktopSessionNotice } from '../components/layout/DesktopSessionNotice';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { WelcomePrompt } from '../features/welcome/WelcomePrompt';
import { DESKTOP_BUILD } from '../lib/platform';
import { useSessionBootstrap } from '../lib/session/use-session-bootstrap';
import { useConsentPrompt, usePageTracking } from '../lib/tracking/attribution';
import styles from './Layout.module.css';

const ConsentBanner = lazy(() => import('../components/consent/ConsentBanner'));
// Only the desktop build has a host to report the connection; the website bundle leaves it out.
const DesktopShell = DESKTOP_BUILD ? lazy(() => import('../components/desktop/DesktopShell')) : null;

export function Layout({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  usePageTracking();
  const consentPrompt = useConsentPrompt();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      {DesktopShell ? (
        <Suspense fallback={null}>
          <DesktopShell />
        </Suspense>
      ) : null}
      <DesktopSessionNotice />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              Loading…
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
      <Footer />
      <WelcomePrompt />
      {consentPrompt && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
    </>
  );
}
